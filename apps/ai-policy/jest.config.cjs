const path = require('node:path');

module.exports = {
  displayName: 'ai-policy',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/app/test-setup.ts'],
  // jsdom would otherwise get styled-components' Node build (package.json "browser" fields are ignored).
  moduleNameMapper: {
    '^styled-components$': path.join(
      path.dirname(require.resolve('styled-components/package.json')),
      'dist/styled-components.browser.cjs.js',
    ),
  },
  coverageDirectory: '../../coverage/apps/ai-policy',
};
