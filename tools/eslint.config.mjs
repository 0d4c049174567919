import baseConfig from '../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // Workspace scripts (seed, import, benchmarks) run against the gateway's own database schema and client
    // so they can never drift from what it serves; no project depends on tools, so no boundary is crossed.
    files: ['content/**/*.ts', 'bench/**/*.ts', 'users/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
