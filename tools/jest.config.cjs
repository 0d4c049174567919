module.exports = {
  displayName: 'tools',
  preset: '../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../coverage/tools',
};
