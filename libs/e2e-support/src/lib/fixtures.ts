import { expect, test as base } from '@playwright/test';
import { watchErrors } from './page-errors';

/** Every test fails if its page logs an error or throws; a 404 page's own document status is expected. */
export const test = base.extend<{ pageErrors: void }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors = watchErrors(page, 404);
      await use();
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Playwright's own test, without the check above: for tests that fail a call on purpose or open their own
 * browser context, and watch that page's errors themselves with `watchErrors`.
 */
export { test as plainTest } from '@playwright/test';

export { expect };
