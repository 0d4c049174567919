import { test } from '@playwright/test';

/** Where a screen for review goes: E2E_SCREENSHOTS (kept across runs) or the test's output folder. */
export const screenshotPath = (name: string): string =>
  process.env['E2E_SCREENSHOTS'] ? `${process.env['E2E_SCREENSHOTS']}/${name}` : test.info().outputPath(name);
