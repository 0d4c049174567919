module.exports = {
  displayName: 'marketing',
  preset: '../../libs/app-shell/jest.preset.cjs',
  coverageDirectory: '../../coverage/apps/marketing',
};
