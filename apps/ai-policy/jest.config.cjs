module.exports = {
  displayName: 'ai-policy',
  preset: '../../libs/app-shell/jest.preset.cjs',
  coverageDirectory: '../../coverage/apps/ai-policy',
};
