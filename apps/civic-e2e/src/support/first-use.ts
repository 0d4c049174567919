import type { Page } from '@playwright/test';

/** Slows the app's scripts down, as on a phone network, so a visitor acts before the page has hydrated. */
export async function slowScripts(page: Page, ms = 1500) {
  await page.route('**/_civic/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
