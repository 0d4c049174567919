import baseConfig, { dependencyChecks } from '../../eslint.config.mjs';

// The Vite config (./vite) names terser as its minifier; Vite loads it by name, so no import shows the use.
export default [...baseConfig, dependencyChecks({ ignoredDependencies: ['terser'] })];
