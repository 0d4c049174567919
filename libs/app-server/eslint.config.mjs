import baseConfig, { dependencyChecks } from '../../eslint.config.mjs';

// src/testing/ is the page-action fuzz harness: test code, never built or published, so its dev-only packages
// (fast-check, @remix-run/dev) are not dependencies of the library.
// react: the compiled render-document.tsx imports react/jsx-runtime, which no source import shows.
// @types/express: the published declarations name express's types (createAppServer's app), so a consumer needs them.
export default [
  ...baseConfig,
  dependencyChecks({
    ignoredFiles: ['{projectRoot}/src/testing/*.ts'],
    ignoredDependencies: ['react', '@types/express'],
  }),
];
