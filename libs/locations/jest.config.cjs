module.exports = {
  displayName: 'locations',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/locations',
};
