import { freshRenderHref } from '@civicbrief/contracts';
import {
  expect,
  expectNoAxeViolations,
  expectNotFoundPage,
  expectServerPage,
  javaScriptUntouched,
  JS_BUDGET_KIB,
  test,
  VIEWPORTS,
  withoutJavaScript,
} from '@civicbrief/e2e-support';
import type { APIRequestContext } from '@playwright/test';
import { SARATOGA } from './support/meetings';

// The web version of a city's newsletter issue (decision 046): composed by the gateway, read without the mail.
// Screens go to SHOTS_DIR (default tmp/shots, gitignored).
const SHOTS = process.env['SHOTS_DIR'] ?? 'tmp/shots';
const day = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** Saratoga's newest issue, composed first by the operators' "compose now" (the schedule is off in the suites). */
async function latestIssue(request: APIRequestContext) {
  // From the gateway's machine, no token is needed.
  expect((await request.post('/api/ops/newsletter/compose')).ok()).toBe(true);
  const list = (await (await request.get(`/api/newsletter/issues${SARATOGA}`)).json()) as {
    issues: { date: string; items: number }[];
  };
  expect(list.issues.length).toBeGreaterThan(0);
  return list.issues[0] as { date: string; items: number };
}

test("a city's newsletter issue reads on the web, from the list of its issues, at both widths with axe", async ({
  page,
  request,
}) => {
  const latest = await latestIssue(request);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`${SARATOGA}/newsletter`);
    await expect(page.getByRole('heading', { level: 1, name: 'Saratoga newsletter' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Saratoga newsletter issues' }).getByRole('listitem').first(),
    ).toHaveText(`${day(latest.date)} (${latest.items} ${latest.items === 1 ? 'item' : 'items'})`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/newsletter-list-${viewport.width}.png`, fullPage: true });

    await page.getByRole('link', { name: day(latest.date) }).click();
    await expect(page).toHaveURL(new RegExp(`${SARATOGA}/newsletter/${latest.date}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Saratoga newsletter, ${day(latest.date)}` }),
    ).toBeVisible();
    await expect(page.getByText(/^What was published for Saratoga, California from /)).toBeVisible();
    const sections = page.getByRole('main').getByRole('region');
    await expect(sections.first()).toBeVisible();
    // Every item links to its own page on the site, which is there.
    const firstItem = sections.first().getByRole('listitem').first().getByRole('link');
    await expect(firstItem).toHaveAttribute('href', new RegExp(`^${SARATOGA}/`));
    await expect(page.getByRole('link', { name: 'Every Saratoga issue' })).toHaveAttribute(
      'href',
      `${SARATOGA}/newsletter`,
    );
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/newsletter-issue-${viewport.width}.png`, fullPage: true });

    // Subscribe is the city page's: its dialog holds the newsletter form for Saratoga.
    await page.getByRole('main').locator('header').getByRole('button', { name: 'Subscribe', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Saratoga meeting summaries' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await firstItem.click();
    await expect(page).toHaveURL(new RegExp(`${SARATOGA}/`));
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
  }
});

test('an issue is server-rendered, public, readable without JavaScript, in the city feed, and light', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const latest = await latestIssue(request);
  const path = `${SARATOGA}/newsletter/${latest.date}`;
  const title = `Saratoga newsletter, ${day(latest.date)}`;
  await expectServerPage(request, baseURL, { path, title: `${title} | CivicBrief`, heading: title, jsonLd: false });
  expect((await request.get(path)).headers()['cache-control']).toBe(
    'public, max-age=60, s-maxage=60, stale-while-revalidate=600',
  );

  await withoutJavaScript(browser, async (plain) => {
    await plain.goto(path);
    await expect(plain.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const links = plain.getByRole('main').getByRole('region').first().getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    await plain.getByRole('link', { name: 'Every Saratoga issue' }).click();
    await expect(plain.getByRole('link', { name: day(latest.date) })).toBeVisible();
  });

  // The city's feed has an entry per recent issue, linking to its web version (rendered anew: the front door keeps
  // feeds a minute).
  const feed = await (await request.get(freshRenderHref(`${SARATOGA}/feed.atom`))).text();
  expect(feed).toContain(`<title type="text">${title}</title>`);
  expect(feed).toContain(`${baseURL}${path}`);

  // No code of its own beyond the city pages' (decision 021): the same ceiling as a page with the footer's form
  // in view, as a short page has it.
  const { kib, files } = await javaScriptUntouched(page, path);
  console.log(`${path}: ${kib.toFixed(1)} KiB of gzipped JavaScript untouched (${files.length} files)`);
  expect(kib).toBeLessThanOrEqual(JS_BUDGET_KIB.civicFormPage);
});

test('a day without an issue, a date that is not a day, or an unknown city is the not-found page', async ({
  page,
  request,
}) => {
  for (const path of [
    `${SARATOGA}/newsletter/1999-01-01`,
    `${SARATOGA}/newsletter/2026-02-30`,
    `${SARATOGA}/newsletter/yesterday`,
    '/ca/santa-clara-county/atlantis/newsletter/2026-11-24',
    '/ca/santa-clara-county/atlantis/newsletter',
  ])
    await expectNotFoundPage(request, page, path);
});
