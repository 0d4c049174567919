import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // Pure data and rules, loaded by server loaders and the browser alike: no UI framework may creep in.
    files: ['**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import 'zod/mini' (decision 021)." }],
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@remix-run/*', 'styled-components', 'react-hook-form'],
              message: 'libs/locations stays framework-free.',
            },
          ],
        },
      ],
    },
  },
];
