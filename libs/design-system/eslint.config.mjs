import baseConfig, { dependencyChecks } from '../../eslint.config.mjs';

// *.testing.tsx: helpers the specs share, test code never built or published (tsconfig.lib.json leaves them
// out), so the testing packages they import are not dependencies of the library.
export default [...baseConfig, dependencyChecks({ ignoredFiles: ['{projectRoot}/src/**/*.testing.tsx'] })];
