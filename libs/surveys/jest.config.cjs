module.exports = {
  displayName: 'surveys',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/surveys',
};
