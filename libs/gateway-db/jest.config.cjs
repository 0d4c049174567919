module.exports = {
  displayName: 'gateway-db',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/gateway-db',
};
