const path = require('node:path');

module.exports = {
  displayName: 'design-system',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  // jest ignores package.json "browser" fields, so jsdom would get styled-components' Node build,
  // which never injects global styles on the client. Use the build browsers get.
  moduleNameMapper: {
    '^styled-components$': path.join(
      path.dirname(require.resolve('styled-components/package.json')),
      'dist/styled-components.browser.cjs.js',
    ),
  },
  coverageDirectory: '../../coverage/libs/design-system',
};
