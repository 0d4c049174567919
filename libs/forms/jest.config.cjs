const path = require('node:path');

module.exports = {
  displayName: 'forms',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  // jest ignores package.json "browser" fields; give jsdom the styled-components build browsers get.
  moduleNameMapper: {
    '^styled-components$': path.join(
      path.dirname(require.resolve('styled-components/package.json')),
      'dist/styled-components.browser.cjs.js',
    ),
  },
  coverageDirectory: '../../coverage/libs/forms',
};
