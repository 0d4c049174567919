import { e2eConfig, formStackEnv } from '@civicbrief/e2e-support/config';

export default e2eConfig({
  name: 'civic',
  port: 3100,
  env: {
    ...formStackEnv,
    // Preview mode and sign-in (dashboard.spec.ts): fixed test values, never real secrets.
    PREVIEW_SECRET: 'e2e-preview-secret',
    SESSION_SECRET: 'e2e-session-secret-at-least-32-characters',
  },
});
