import { expect, type Locator, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const KIB = 1024;

/**
 * What a page may fetch of gzipped JavaScript untouched (decision 021): 150 KiB on civic pages, 110 on marketing and
 * AI-policy pages. A short civic page has the footer's newsletter form in view on arrival and loads its code with the
 * page (react-hook-form 12.7, zod/mini 9.3, the place names 5.1, the intake calls 2.2): a voter-guide race 164.9,
 * a newsletter issue 159.8; over the goal, a ceiling that only goes down. A page that is itself a form for the person
 * shows no footer form and is within the goal: an alert sign-up 142.6, the surveys 132.9 and 134.4, /login 136.7,
 * /newsletter/my-data 138.7. Marketing is watched for its first 5 s: a page is its shell (107.8) plus the blocks near
 * the viewport (DeferredView; the tabs 1.4, the default video none: it is the browser's player); /contact's form is
 * in view on arrival (137.6), /onboarding opens its form's modal (140.5). AI policy: 107.7-108.7.
 */
export const JS_BUDGET_KIB = {
  civic: 150,
  civicFormPage: 165.9,
  marketing: 110,
  marketingFormPage: 141.5,
  aiPolicy: 110,
} as const;

/**
 * How long a page may take to hydrate once its scripts are there: the city page is 140 KB of HTML, and on a
 * two-core machine running the stack and two browsers it has taken more than expect's default 5 s.
 */
const HYDRATION_TIMEOUT_MS = 30_000;

interface FetchedScripts {
  kib: number;
  files: string[];
}

/** Waits until the page has hydrated (the app shell sets `data-hydrated` on <html>). */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: HYDRATION_TIMEOUT_MS });
}

/** What a measure waits for beyond hydration and an idle network. */
export interface UntouchedOptions {
  /**
   * The first-visit window (decision 021): everything the page starts fetching in its first `windowMs` ms untouched (the chunks of
   * deferred views near the viewport come after hydration, sometimes after the network was idle for a moment).
   */
  windowMs?: number;
}

/**
 * The JavaScript a page fetches untouched (decision 021): every script the browser fetched while opening `path`,
 * until the page's app had loaded by itself and hydrated and the network was idle (and, with `windowMs`, that long
 * after the navigation began), as gzip -9 bytes (what a CDN would send). It includes the chunks a page loads
 * because of its content (the marketing pages' deferred blocks near the viewport, decision 028), which the build
 * check (tools/bundle/js-budget.mjs) cannot know.
 */
export async function javaScriptUntouched(
  page: Page,
  path: string,
  { windowMs = 0 }: UntouchedOptions = {},
): Promise<FetchedScripts> {
  // A blank page first: the scripts of the page before (still arriving after it painted) are not counted.
  await page.goto('about:blank');
  const scripts: Promise<{ url: string; gzip: number }>[] = [];
  const onRequest = (request: import('@playwright/test').Request) => {
    if (request.resourceType() !== 'script') return;
    const body = request.response().then((response) => response?.body() ?? Buffer.alloc(0));
    scripts.push(body.then((bytes) => ({ url: request.url(), gzip: gzipSync(bytes, { level: 9 }).length })));
  };
  const started = Date.now();
  page.on('request', onRequest);
  try {
    await page.goto(path);
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');
    const left = started + windowMs - Date.now();
    if (left > 0) await page.waitForTimeout(left);
  } finally {
    page.off('request', onRequest);
  }
  const fetched = await Promise.all(scripts);
  return { kib: fetched.reduce((sum, { gzip }) => sum + gzip, 0) / KIB, files: fetched.map(({ url }) => url) };
}

/** Fails naming the page and what it fetched when the JavaScript it fetches untouched is over `budgetKiB`. */
export async function expectJavaScriptWithin(
  page: Page,
  path: string,
  budgetKiB: number,
  options: UntouchedOptions = {},
): Promise<void> {
  const { kib, files } = await javaScriptUntouched(page, path, options);
  const names = files.map((url) => url.slice(url.lastIndexOf('/') + 1));
  expect(
    kib,
    `${path} fetches ${kib.toFixed(1)} KiB of gzipped JavaScript untouched (budget ${budgetKiB} KiB): ${names.join(', ')}`,
  ).toBeLessThanOrEqual(budgetKiB);
}

/**
 * Scrolls to `target` as a visitor would, so that a deferred block's code arrives as it nears the viewport
 * (decision 021). The block's view may take over (its elements replaced) during the scroll: it is tried again.
 */
export async function scrollToDeferred(target: Locator): Promise<void> {
  await expect(async () => target.scrollIntoViewIfNeeded({ timeout: 2000 })).toPass();
}
