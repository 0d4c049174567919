import { expect, test as base } from '@playwright/test';
import { watchErrors } from './page-errors';

/**
 * Playwright's test as a first visit is: nothing forces a page's app to load. Pages paint, then load their app by
 * themselves (decision 021); a test acts on the page as a person would, at once, and waits for what a person
 * would see. A test about the page's app itself (a chunk it loads, a client-side state) waits with
 * `expectHydrated`, which says why in the test.
 *
 * Every test fails if its page logs an error or throws; a 404 page's own document status is expected.
 */
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
 * The same test without the check above: for tests that fail a call on purpose or open their own browser
 * context, and watch that page's errors themselves with `watchErrors`.
 */
export const plainTest = base;

export { expect };
