const preset = require('../../jest.preset.js');

const [[tsPattern, swc]] = Object.entries(preset.transform);

module.exports = {
  displayName: 'newsletter-mail',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // @react-email/render's CommonJS build loads react-dom/server with import(), which jest's CommonJS runtime does not
  // run: swc compiles that file's import() to require(), as the preset does for ESM-only packages.
  transform: { [tsPattern]: swc, '@react-email/render/dist/node/index\\.cjs$': swc },
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) =>
    pattern.replace('node_modules/(?!(', 'node_modules/(?!(@react-email/render|'),
  ),
  coverageDirectory: '../../coverage/libs/newsletter-mail',
};
