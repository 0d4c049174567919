module.exports = {
  displayName: 'app-shell',
  preset: './jest.preset.cjs',
  coverageDirectory: '../../coverage/libs/app-shell',
};
