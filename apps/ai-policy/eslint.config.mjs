import nx from '@nx/eslint-plugin';
import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  ...nx.configs['flat/react'],
  { ignores: ['build', 'public'] },
  // A private app (package.json only for Remix's tooling): its dependencies are the root package.json's.
  { files: ['**/*.json'], rules: { '@nx/dependency-checks': 'off' } },
];
