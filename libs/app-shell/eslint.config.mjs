import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // The Vite config (./vite) names terser as its minifier; Vite loads it by name, so no import shows the use.
    files: ['**/*.json'],
    rules: {
      '@nx/dependency-checks': [
        'error',
        {
          ignoredFiles: ['{projectRoot}/eslint.config.{js,cjs,mjs}', '{projectRoot}/**/*.spec.{ts,tsx}', '{projectRoot}/jest.config.cjs', '{projectRoot}/vite.config.ts'],
          ignoredDependencies: ['terser'],
        },
      ],
    },
  },
];
