import { expect, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const KIB = 1024;

/**
 * The gzip -9 bytes (what a CDN would send) of every script the browser fetched while opening `path` and
 * sitting on it, untouched, until the network was idle: the JavaScript a page ships to a reader (decision 021).
 * Use in a test with `hydrateOnLoad: false`.
 */
export async function javaScriptAtLoad(page: Page, path: string): Promise<{ kib: number; files: string[] }> {
  const scripts: Promise<{ url: string; gzip: number }>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })));
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  const fetched = await Promise.all(scripts);
  return { kib: fetched.reduce((sum, { gzip }) => sum + gzip, 0) / KIB, files: fetched.map(({ url }) => url) };
}

/** Fails naming the page and what it fetched when its JavaScript at load is over `budgetKiB`. */
export async function expectJavaScriptWithin(page: Page, path: string, budgetKiB: number): Promise<void> {
  const { kib, files } = await javaScriptAtLoad(page, path);
  expect(kib, `${path} loads ${kib.toFixed(1)} KiB of gzipped JavaScript (budget ${budgetKiB} KiB): ${files.join(', ')}`).toBeLessThanOrEqual(budgetKiB);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
}

/** Starts the page's first use the way a tap on the page would, and waits until it has hydrated. */
export async function useThePage(page: Page): Promise<void> {
  await page.locator('html').dispatchEvent('pointerdown');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}
