module.exports = {
  displayName: 'content-client',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/content-client',
};
