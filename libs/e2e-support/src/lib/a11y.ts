import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const MOBILE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 };
/** The two widths every page is checked at. */
export const VIEWPORTS = [DESKTOP_VIEWPORT, MOBILE_VIEWPORT];

/** Runs axe on the page as it is and fails with a readable list of the rules broken and where. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(violations).toEqual([]);
}
