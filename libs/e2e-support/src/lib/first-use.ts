import { expect, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const KIB = 1024;

interface FetchedScripts {
  kib: number;
  files: string[];
}

/** Counts the gzip -9 bytes (what a CDN would send) of every script the page fetches while `during` runs. */
async function scriptsFetched(page: Page, during: () => Promise<void>): Promise<FetchedScripts> {
  const scripts: Promise<{ url: string; gzip: number }>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })));
  };
  page.on('response', onResponse);
  try {
    await during();
  } finally {
    page.off('response', onResponse);
  }
  const fetched = await Promise.all(scripts);
  return { kib: fetched.reduce((sum, { gzip }) => sum + gzip, 0) / KIB, files: fetched.map(({ url }) => url) };
}

/**
 * The JavaScript a page ships to a reader (decision 021): every script the browser fetched while opening `path`
 * and sitting on it, untouched, until the network was idle. Use in a test with `hydrateOnLoad: false`.
 */
export function javaScriptAtLoad(page: Page, path: string): Promise<FetchedScripts> {
  return scriptsFetched(page, () => page.goto(path, { waitUntil: 'networkidle' }).then(() => undefined));
}

/**
 * Everything the first use downloads, in the browser: the page opened untouched, then one tap, until it has
 * hydrated and the network is idle again. Counts what the build check (tools/bundle/js-budget.mjs) cannot know:
 * chunks a page loads before hydrating because of its content (the marketing pages' form and player blocks).
 */
export function javaScriptOnFirstUse(page: Page, path: string): Promise<FetchedScripts> {
  return scriptsFetched(page, async () => {
    await page.goto(path, { waitUntil: 'networkidle' });
    await useThePage(page);
    await page.waitForLoadState('networkidle');
  });
}

/** Fails naming the page and what it fetched when its first use downloads more than `budgetKiB`. */
export async function expectFirstUseWithin(page: Page, path: string, budgetKiB: number): Promise<void> {
  const { kib, files } = await javaScriptOnFirstUse(page, path);
  const names = files.map((url) => url.slice(url.lastIndexOf('/') + 1));
  expect(kib, `${path}: its first use downloads ${kib.toFixed(1)} KiB of gzipped JavaScript (ceiling ${budgetKiB} KiB): ${names.join(', ')}`).toBeLessThanOrEqual(budgetKiB);
}

/** Fails naming the page and what it fetched when its JavaScript at load is over `budgetKiB`. */
export async function expectJavaScriptWithin(page: Page, path: string, budgetKiB: number): Promise<void> {
  const { kib, files } = await javaScriptAtLoad(page, path);
  expect(kib, `${path} loads ${kib.toFixed(1)} KiB of gzipped JavaScript (budget ${budgetKiB} KiB): ${files.join(', ')}`).toBeLessThanOrEqual(budgetKiB);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
}

/**
 * How long a page may take to hydrate once its scripts are there: the city page is 140 KB of HTML, and on a
 * two-core machine running the stack and two browsers it has taken more than expect's default 5 s.
 */
const HYDRATION_TIMEOUT_MS = 30_000;

/** Waits until the page has hydrated (the app shell sets `data-hydrated` on <html>). */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: HYDRATION_TIMEOUT_MS });
}

/** Starts the page's first use the way a tap on the page would, and waits until it has hydrated. */
export async function useThePage(page: Page): Promise<void> {
  await page.locator('html').dispatchEvent('pointerdown');
  await expectHydrated(page);
}
