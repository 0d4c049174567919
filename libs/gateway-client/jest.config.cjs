module.exports = {
  displayName: 'gateway-client',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/gateway-client',
};
