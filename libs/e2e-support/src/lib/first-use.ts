import { expect, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const KIB = 1024;

/**
 * What a page may fetch of gzipped JavaScript untouched (decision 021): civic pages, marketing and AI policy; and
 * civic pages whose content is a form (the login the signed-out dashboard shows, a survey, an alert sign-up), which
 * load the form's code (react-hook-form and zod) with the page: over the 150 KiB goal, a ceiling until they are lighter.
 * Marketing and AI policy: the goal is 110 KiB; these are ceilings at today's weight so it cannot grow (marketing's
 * form blocks load with the page; AI policy 120 since its table of contents is <details>, no Radix accordion),
 * lowered as they are cut (decision 021).
 */
export const JS_BUDGET_KIB = { civic: 150, civicFormPage: 200, marketing: 200, aiPolicy: 120 } as const;

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

/**
 * The JavaScript a page fetches untouched (decision 021): every script the browser fetched while opening `path`,
 * until the page's app had loaded by itself and hydrated and the network was idle, as gzip -9 bytes (what a CDN
 * would send). It includes the chunks a page loads because of its content (the marketing pages' form and player
 * blocks, decision 028), which the build check (tools/bundle/js-budget.mjs) cannot know.
 */
export async function javaScriptUntouched(page: Page, path: string): Promise<FetchedScripts> {
  // A blank page first: the scripts of the page before (still arriving after it painted) are not counted.
  await page.goto('about:blank');
  const scripts: Promise<{ url: string; gzip: number }>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })));
  };
  page.on('response', onResponse);
  try {
    await page.goto(path);
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const fetched = await Promise.all(scripts);
  return { kib: fetched.reduce((sum, { gzip }) => sum + gzip, 0) / KIB, files: fetched.map(({ url }) => url) };
}

/** Fails naming the page and what it fetched when the JavaScript it fetches untouched is over `budgetKiB`. */
export async function expectJavaScriptWithin(page: Page, path: string, budgetKiB: number): Promise<void> {
  const { kib, files } = await javaScriptUntouched(page, path);
  const names = files.map((url) => url.slice(url.lastIndexOf('/') + 1));
  expect(kib, `${path} fetches ${kib.toFixed(1)} KiB of gzipped JavaScript untouched (budget ${budgetKiB} KiB): ${names.join(', ')}`).toBeLessThanOrEqual(budgetKiB);
}
