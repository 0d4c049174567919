import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

/** Runs `run` on a page of a new browser context with JavaScript off, and closes the context after. */
export async function withoutJavaScript(
  browser: Browser,
  run: (page: Page) => Promise<void>,
  options: BrowserContextOptions = {},
): Promise<void> {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}
