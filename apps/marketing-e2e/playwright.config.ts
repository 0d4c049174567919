import { defineConfig, devices } from '@playwright/test';
import { resolve } from 'node:path';

// Each e2e suite runs its own front door and apps on its own ports, so suites never collide.
const PORT = 3200;
const baseURL = `http://localhost:${PORT}`;
const workspaceRoot = resolve(__dirname, '../..');

export default defineConfig({
  testDir: './src',
  outputDir: '../../tmp/e2e-marketing/test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  forbidOnly: !!process.env['CI'],
  reporter: 'list',
  use: { baseURL, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // The system's Chromium (Debian package): browsers are never downloaded.
        launchOptions: {
          executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node tools/start/start-all.mjs',
    cwd: workspaceRoot,
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 300_000,
    reuseExistingServer: !process.env['CI'],
    env: {
      START_SKIP_BUILD: '1',
      PORT: String(PORT),
      CIVIC_PORT: String(PORT + 1),
      MARKETING_PORT: String(PORT + 2),
      AI_POLICY_PORT: String(PORT + 3),
      // One seeded database for all three suites (they run one after the other).
      PGLITE_DIR: 'tmp/e2e/pglite',
      SITE_ORIGIN: baseURL,
      // Every form test submits from 127.0.0.1: a limit far above what the suites send.
      INTAKE_RATE_LIMIT: '10000',
      // Every page the suite renders and every lookup it makes count for 127.0.0.1 too.
      GRAPHQL_RATE_LIMIT: '100000',
      CUSTOMER_LOOKUP_RATE_LIMIT: '10000',
      MAIL_DIR: 'tmp/e2e/mail',
      // The apps relay the visitor's address to the gateway with it (decision 012): a fixed test value.
      GATEWAY_RELAY_SECRET: 'e2e-gateway-relay-secret-at-least-32-chars',
      // Lets the newsletter-link tests sign confirm/unsubscribe/export links: a fixed test value.
      NEWSLETTER_LINK_SECRET: 'e2e-newsletter-link-secret',
    },
  },
});
