import { expect, test as base } from '@playwright/test';

/**
 * Every test fails if the page logs an error or throws: hydration mismatches, Content-Security-Policy
 * violations and script errors all surface there. A 404 page's own document status is expected.
 */
export const test = base.extend<{ pageErrors: void }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (message.text().includes('status of 404')) return;
        errors.push(`console: ${message.text()}`);
      });
      await use();
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
