import baseConfig, { dependencyChecks } from '../../eslint.config.mjs';

// playwright: the emitted types of `test` and the config name playwright/test (what @playwright/test re-exports).
export default [...baseConfig, dependencyChecks({ ignoredDependencies: ['playwright'] })];
