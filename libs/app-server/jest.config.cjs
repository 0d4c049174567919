module.exports = {
  displayName: 'app-server',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/app-server',
};
