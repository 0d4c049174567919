import baseConfig from '../eslint.config.mjs';

export default [
  ...baseConfig,
  // A stranger's project (its own package.json, installed from the packed tarballs by consumers.mjs), not workspace code.
  { ignores: ['packages/consumer/**'] },
];
