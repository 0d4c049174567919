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
  // In the page itself (legacy mode), not frame by frame with the results merged in a blank page, and with full
  // details for violations only: the same rules over the same nodes, three to four times faster on a long page
  // (/resources: 14.5 s -> 3.8 s; decision 038). Legacy mode cannot enter a cross-origin frame, so a page that
  // has one fails here rather than passing unscanned.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  const unscannedFrames = results.incomplete
    .filter((result) => result.id === 'frame-tested')
    .flatMap((result) => result.nodes.map((node) => `frame not scanned: ${node.target.join(' ')}`));
  expect([...violations, ...unscannedFrames]).toEqual([]);
}
