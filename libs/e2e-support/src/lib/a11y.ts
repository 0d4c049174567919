import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export const MOBILE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 };
/** The two widths every page is checked at. */
export const VIEWPORTS = [DESKTOP_VIEWPORT, MOBILE_VIEWPORT];

/**
 * What one full-page scan may add to its test's time: a scan of a long page takes seconds, and beside the
 * suite's other worker and the whole stack on two cores it can take ten or more.
 */
const AXE_SCAN_ALLOWANCE_MS = 20_000;

/** Runs axe on the page as it is and fails with a readable list of the rules broken and where. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Each scan extends its test's timeout, so a test is given time in proportion to the scans it makes.
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + AXE_SCAN_ALLOWANCE_MS);
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(violations).toEqual([]);
}
