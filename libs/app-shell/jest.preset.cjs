// The jest preset of the Remix apps and this lib: the workspace preset, in jsdom, with Remix's fetch
// globals and jest-dom matchers (src/test-setup.ts). A project adds its displayName and coverageDirectory.
const path = require('node:path');
const workspacePreset = require('../../jest.preset.js');

module.exports = {
  ...workspacePreset,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [path.join(__dirname, 'src/test-setup.ts')],
  // jsdom would otherwise get styled-components' Node build (package.json "browser" fields are ignored).
  moduleNameMapper: {
    ...workspacePreset.moduleNameMapper,
    '^styled-components$': path.join(
      path.dirname(require.resolve('styled-components/package.json')),
      'dist/styled-components.browser.cjs.js',
    ),
  },
};
