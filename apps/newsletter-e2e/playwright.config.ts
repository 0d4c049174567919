import { e2eConfig, formStackEnv } from '@civicbrief/e2e-support/config';

/** Where this suite's stack keeps its database and writes its mail, relative to the repository root. */
export const LOOP_DIR = 'tmp/e2e/newsletter-loop';

/**
 * The newsletter's whole loop offline (decision 046), as `npm run start:offline` runs it with double opt-in: mail to
 * a folder, the fake providers. A database of its own, seeded afresh at each start, with the hourly schedule off: the
 * issues of the day are the ones the test composes, after it has published its summary.
 */
export default e2eConfig({
  name: 'newsletter',
  port: 3400,
  freshDirs: [LOOP_DIR],
  env: {
    ...formStackEnv,
    MAIL_DIR: `${LOOP_DIR}/mail`,
    PGLITE_DIR: `${LOOP_DIR}/pglite`,
    DOUBLE_OPT_IN: 'true',
    NEWSLETTER_ISSUES: 'off',
    START_PROVIDERS: 'fake',
    FAKE_PROVIDERS_PORT: '4140',
  },
});
