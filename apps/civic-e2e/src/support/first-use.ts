import type { Page } from '@playwright/test';

/** Slows the app's scripts down, as on a phone network, so a visitor acts before the page has hydrated. */
export async function slowScripts(page: Page, ms = 1500) {
  await page.route('**/_civic/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Waits until a city block's own code has taken over (decision 025): its chunk fetched, then two frames. Before
 * that, the block's 'Try again' is the link that reloads the page, as without JavaScript.
 */
export async function blockCodeLoaded(page: Page, chunk: string) {
  const fetched = (file: string) =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes(`/${file}-`));
  await page.waitForFunction(fetched, chunk);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
