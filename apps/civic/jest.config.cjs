const preset = require('../../libs/app-shell/jest.preset.cjs');

module.exports = {
  displayName: 'civic',
  preset: '../../libs/app-shell/jest.preset.cjs',
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/app/test-setup.ts'],
  coverageDirectory: '../../coverage/apps/civic',
};
