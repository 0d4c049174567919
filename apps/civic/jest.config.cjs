module.exports = {
  displayName: 'civic',
  preset: '../../libs/app-shell/jest.preset.cjs',
  coverageDirectory: '../../coverage/apps/civic',
};
