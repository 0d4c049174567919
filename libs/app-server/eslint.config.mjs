import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // src/testing/ is the page-action fuzz harness: test code, never built or published, so its
    // dev-only packages (fast-check, @remix-run/dev) are not dependencies of the library.
    files: ['**/*.json'],
    rules: {
      '@nx/dependency-checks': [
        'error',
        {
          ignoredFiles: [
            '{projectRoot}/eslint.config.{js,cjs,mjs}',
            '{projectRoot}/**/*.spec.{ts,tsx}',
            '{projectRoot}/jest.config.cjs',
            '{projectRoot}/src/testing/*.ts',
          ],
        },
      ],
    },
  },
];
