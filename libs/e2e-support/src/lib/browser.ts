import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { watchErrors } from './page-errors';

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

/**
 * Runs `run` on `path` opened with JavaScript off (withoutJavaScript), for a form that posts to its page: the
 * 400 of a refused post is expected; anything else the page logs as an error or throws fails the test.
 */
export async function formPageWithoutJavaScript(
  browser: Browser,
  path: string,
  run: (page: Page) => Promise<void>,
): Promise<void> {
  await withoutJavaScript(browser, async (page) => {
    const errors = watchErrors(page, 400);
    await page.goto(path);
    await run(page);
    expect(errors).toEqual([]);
  });
}
