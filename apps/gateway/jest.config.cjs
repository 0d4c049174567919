// PGlite loads its WebAssembly build with a dynamic import(), which jest only supports under
// NODE_OPTIONS=--experimental-vm-modules (set by the `test` target in project.json and by `npm test`).
module.exports = {
  displayName: 'gateway',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/apps/gateway',
  // Each test file opens its own database; two workers keep memory within reach of a small machine.
  maxWorkers: 2,
  // Opening PGlite (WebAssembly) takes seconds, many more on a busy machine: hooks get a generous budget.
  testTimeout: 90000,
  // The port helper the crash scripts share is CommonJS, which node runs as is; the path alias names its types.
  moduleNameMapper: {
    '^@civicbrief/app-server/free-port$': '<rootDir>/../../libs/app-server/src/testing/free-port.cjs',
  },
};
