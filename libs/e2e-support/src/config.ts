import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SuiteOptions {
  /** The suite's name: its test results go to tmp/e2e-<name>. */
  name: string;
  /** The front door's port; the apps take the next three. Each suite has its own, so suites never collide. */
  port: number;
  /** What the suite's stack needs beyond the front door, the apps and the database. */
  env?: Record<string, string>;
  /**
   * Folders (relative to the repository root) emptied before the stack starts: a suite with a database of its own
   * (PGLITE_DIR) starts from the seed every run.
   */
  freshDirs?: string[];
}

/** What a stack that takes form submissions needs: limits far above what a suite sends, and a mail folder. */
export const formStackEnv: Record<string, string> = {
  // Every form test submits from 127.0.0.1: a limit far above what the suites send.
  INTAKE_RATE_LIMIT: '10000',
  // Every page the suite renders and every lookup it makes count for 127.0.0.1 too.
  GRAPHQL_RATE_LIMIT: '100000',
  CUSTOMER_LOOKUP_RATE_LIMIT: '10000',
  MAIL_DIR: 'tmp/e2e/mail',
  // Lets the newsletter-link tests sign confirm/unsubscribe/export links: a fixed test value.
  NEWSLETTER_LINK_SECRET: 'e2e-newsletter-link-secret',
};

/**
 * Spec files (of `dir`) that switch the suite's shared fake providers (`/__control`) or write shared content
 * (`/api/ops/content`): a switch or an edit shows on every page the stack renders, so these run one at a time,
 * after the others.
 */
export function specsSwitchingFakes(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => {
      if (!file.endsWith('.spec.ts')) return false;
      const text = readFileSync(join(dir, file), 'utf8');
      return text.includes('/__control/') || text.includes('/api/ops/content');
    })
    .sort();
}

/** A shell command that removes `dir` (a plain relative path: letters, digits, `._-/`). */
function emptyDirCommand(dir: string): string {
  if (!/^[\w./-]+$/.test(dir) || dir.split('/').includes('..')) throw new Error(`not a plain relative path: ${dir}`);
  return `node -e "require('fs').rmSync('${dir}', { recursive: true, force: true })"`;
}

/** Two workers by default (the two cores of the CI machine): E2E_WORKERS overrides, e.g. 1 to debug. */
function workerCount(): number {
  const asked = Number(process.env['E2E_WORKERS']);
  return Number.isInteger(asked) && asked >= 1 && asked <= 8 ? asked : 2;
}

/**
 * The Playwright config of one suite: its specs in `<suite>/src`, in the system's Chromium, against the whole
 * product (tools/start/start-all.mjs, from the builds) on the suite's own ports. Spec files run on two workers
 * (each file's tests in order, every test in its own browser context); the files that switch the shared fakes
 * run afterwards on one worker, so no other test sees a provider they made fail. Relative paths are the config
 * file's (apps/<suite>), as Playwright reads them.
 */
export function e2eConfig({ name, port, env = {}, freshDirs = [] }: SuiteOptions): PlaywrightTestConfig {
  const baseURL = `http://localhost:${port}`;
  // Playwright runs from the repository root (nx, npm test) or from the suite's folder.
  const suiteDir = existsSync(join(process.cwd(), 'playwright.config.ts'))
    ? process.cwd()
    : join(process.cwd(), 'apps', `${name}-e2e`);
  const exclusive = specsSwitchingFakes(join(suiteDir, 'src'));
  const chromium = {
    use: {
      ...devices['Desktop Chrome'],
      // The system's Chromium headless shell (Debian package chromium-headless-shell, decision 038): browsers are
      // never downloaded.
      launchOptions: {
        executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium-headless-shell',
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
  };
  return defineConfig({
    testDir: './src',
    outputDir: `../../tmp/e2e-${name}/test-results`,
    fullyParallel: false,
    workers: workerCount(),
    retries: process.env['CI'] ? 1 : 0,
    forbidOnly: !!process.env['CI'],
    reporter: 'list',
    use: { baseURL, trace: 'retain-on-failure' },
    projects: [
      { name: 'chromium', ...chromium, testIgnore: exclusive },
      ...(exclusive.length > 0
        ? [
            {
              name: 'fakes-switched',
              ...chromium,
              testMatch: exclusive,
              workers: 1,
              dependencies: ['chromium'],
            },
          ]
        : []),
    ],
    webServer: {
      command: [...freshDirs.map(emptyDirCommand), 'node tools/start/start-all.mjs'].join(' && '),
      cwd: '../..',
      url: `http://127.0.0.1:${port}/readyz`,
      timeout: 300_000,
      reuseExistingServer: !process.env['CI'],
      env: {
        START_SKIP_BUILD: '1',
        PORT: String(port),
        CIVIC_PORT: String(port + 1),
        MARKETING_PORT: String(port + 2),
        AI_POLICY_PORT: String(port + 3),
        // One seeded database for all three suites (they run one after the other).
        PGLITE_DIR: 'tmp/e2e/pglite',
        SITE_ORIGIN: baseURL,
        // The apps relay the visitor's address to the gateway with it (decision 012): a fixed test value.
        GATEWAY_RELAY_SECRET: 'e2e-gateway-relay-secret-at-least-32-chars',
        // No memo of the city page's reads (decision 030): a test that switches a fake provider sees it on the next load.
        CITY_PAGE_MEMO_MS: '0',
        ...env,
      },
    },
  });
}
