import type { Page } from '@playwright/test';

/**
 * Collects what the page throws and what it logs as an error: hydration mismatches, Content-Security-Policy
 * violations and script errors all surface there. Failed loads with `allowedStatus` are left out (a 404 page's
 * own document, the 500s a test causes on purpose, the 400 of a form posted without JavaScript).
 */
export function watchErrors(page: Page, allowedStatus: number): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().includes(`status of ${allowedStatus}`)) return;
    errors.push(`console: ${message.text()}`);
  });
  return errors;
}
