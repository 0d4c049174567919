import { expect, test as base } from '@playwright/test';
import { watchErrors } from './page-errors';

export interface E2eOptions {
  /**
   * Pages load their app on the visitor's first use (decision 021). Most tests are about what happens once a
   * page is in use, so each page is used at once: a press on the document as soon as it is parsed starts the
   * download, as a resident's first tap would. Tests of the first use itself turn this off
   * (`test.use({ hydrateOnLoad: false })`).
   */
  hydrateOnLoad: boolean;
}

/** Playwright's test with the pages of its browser context used as soon as they are parsed (see above). */
const usedAtOnce = base.extend<E2eOptions>({
  hydrateOnLoad: [true, { option: true }],
  context: async ({ context, hydrateOnLoad }, use) => {
    if (hydrateOnLoad) {
      await context.addInitScript(() => {
        const press = () => document.documentElement.dispatchEvent(new Event('pointerdown', { bubbles: true }));
        document.addEventListener('DOMContentLoaded', press, { once: true });
      });
    }
    await use(context);
  },
});

/** Every test fails if its page logs an error or throws; a 404 page's own document status is expected. */
export const test = usedAtOnce.extend<{ pageErrors: void }>({
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
export const plainTest = usedAtOnce;

export { expect };
