import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  expect,
  expectEscapeCloses,
  expectNoAxeViolations,
  popoverOf,
  serverHtml,
  tabTo,
  test,
  VIEWPORTS,
  withoutJavaScript,
} from '@civicbrief/e2e-support';
import ICAL from 'ical.js';
import Parser from 'rss-parser';
import { SARATOGA } from './support/meetings';

// The city page's feeds and calendar (decision 033): the Follow menu (a button and its popover list of links, decision 021), the head's alternate links, the files themselves
// through the front door. Screens go to SHOTS_DIR (default /tmp/h-fc/shots).
const SHOTS = process.env['SHOTS_DIR'] ?? '/tmp/h-fc/shots';
const ITEMS = ['News feed (Atom)', 'News feed (RSS)', 'Subscribe in your calendar app', 'Download the calendar (.ics)'];

const trigger = (page: Page) => page.getByRole('button', { name: 'Follow Saratoga, CA: feeds and calendar' });
/** The Follow button's popover: an HTML popover the browser opens from the server's HTML, not an ARIA menu. */
const popover = (page: Page) => popoverOf(page, trigger(page));
const linksOf = (menu: Locator) => menu.getByRole('list', { name: 'Follow Saratoga, CA' }).getByRole('link');

async function fetchFeed(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return { response, feed: await new Parser().parseString(await response.text()) };
}

test("the city page's head names its Atom and RSS feeds, and each lists the city's newest summaries and agendas", async ({
  request,
  baseURL,
}) => {
  const html = await serverHtml(request, SARATOGA);
  expect(html).toMatch(
    new RegExp(
      `<link rel="alternate" type="application/atom\\+xml" title="Saratoga, CA meeting summaries and agendas \\(Atom\\)" href="${SARATOGA}/feed.atom"/>`,
    ),
  );
  expect(html).toContain(
    `<link rel="alternate" type="application/rss+xml" title="Saratoga, CA meeting summaries and agendas (RSS)" href="${SARATOGA}/feed.rss"/>`,
  );

  const { response, feed } = await fetchFeed(request, `${SARATOGA}/feed.atom`);
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=600');
  expect(feed.title).toBe('Saratoga, CA: meeting summaries and agendas | CivicBrief');
  expect(feed.items.length).toBe(50);
  expect(feed.items.every((item) => item.link?.startsWith(`${baseURL}${SARATOGA}/`))).toBe(true);
  const dates = feed.items.map((item) => Date.parse(item.pubDate ?? ''));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  // An entry's link is the page.
  const first = new URL(feed.items[0]?.link ?? '');
  expect((await request.get(first.pathname)).status()).toBe(200);
  // The front door keeps the feed like any content page (decision 019).
  const again = await request.get(`${SARATOGA}/feed.atom`);
  expect(['HIT', 'STALE']).toContain(again.headers()['x-cache']);

  const rss = await fetchFeed(request, `${SARATOGA}/feed.rss`);
  expect(rss.feed.items.map((item) => item.link)).toEqual(feed.items.map((item) => item.link));
});

test('a state feed, the site-wide feed, and 404 for an unknown city', async ({ request, baseURL }) => {
  const state = await fetchFeed(request, '/california/feed.atom');
  expect(state.feed.items.length).toBeGreaterThan(0);
  expect(state.feed.items.every((item) => item.link?.startsWith(`${baseURL}/ca/`))).toBe(true);
  const all = await fetchFeed(request, '/feed.rss');
  expect(all.feed.items.length).toBe(50);
  expect((await request.get('/ca/santa-clara-county/atlantis/feed.atom')).status()).toBe(404);
  expect((await request.get('/ca/santa-clara-county/atlantis/meetings.ics')).status()).toBe(404);
  expect((await request.get('/atlantis/feed.atom')).status()).toBe(404);
});

test('the Follow menu by keyboard: Enter opens it on the feeds and the calendar, Tab walks them, Escape closes', async ({
  page,
  baseURL,
}) => {
  await page.goto(SARATOGA);
  await tabTo(page, trigger(page));
  const menu = await popover(page);
  await expect(menu).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(trigger(page)).toBeFocused();
  await expect(linksOf(menu)).toHaveText(ITEMS);
  await page.keyboard.press('Tab');
  await expect(linksOf(menu).nth(0)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(linksOf(menu).nth(1)).toBeFocused();
  const hrefs = await linksOf(menu).evaluateAll((links) =>
    links.map((link) => [link.getAttribute('href'), link.getAttribute('type'), link.hasAttribute('download')]),
  );
  const webcal = `${baseURL?.replace(/^http:/, 'webcal:')}${SARATOGA}/meetings.ics`;
  expect(hrefs).toEqual([
    [`${SARATOGA}/feed.atom`, 'application/atom+xml', false],
    [`${SARATOGA}/feed.rss`, 'application/rss+xml', false],
    [webcal, null, false],
    [`${SARATOGA}/meetings.ics`, 'text/calendar', true],
  ]);
  await expectEscapeCloses(page, menu, trigger(page));
  // Enter on an entry follows it (the feed itself answered as a page here: the browser's XML view is not under test).
  await page.route(`**${SARATOGA}/feed.atom`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Atom feed</title>' }),
  );
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(linksOf(menu).nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseURL}${SARATOGA}/feed.atom`);
});

test('downloading the calendar gives an iCalendar of the city meetings, each event linking to its page', async ({
  page,
  baseURL,
}) => {
  await page.goto(SARATOGA);
  await trigger(page).click();
  const menu = await popover(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    menu.getByRole('link', { name: 'Download the calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('saratoga-ca-meetings.ics');
  const text = await readFile((await download.path()) ?? '', 'utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
  expect(events.length).toBeGreaterThan(20);
  const uids = events.map((event) => String(event.getFirstPropertyValue('uid')));
  expect(new Set(uids).size).toBe(uids.length);
  expect(
    uids.every((uid) => /^ca\/santa-clara-county\/saratoga\/[a-z-/]+\/\d{4}-\d{2}-\d{2}@civicbrief$/.test(uid)),
  ).toBe(true);
  const url = String(events[0]?.getFirstPropertyValue('url'));
  expect(url.startsWith(`${baseURL}${SARATOGA}/`)).toBe(true);
  expect((await page.request.get(new URL(url).pathname)).status()).toBe(200);
});

test('without JavaScript the Follow button opens its list of the feeds and calendar all the same', async ({
  browser,
  baseURL,
}) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto(`${baseURL}${SARATOGA}`);
    const menu = await popover(page);
    await expect(menu).toBeHidden();
    await trigger(page).click();
    await expect(linksOf(menu)).toHaveText(ITEMS);
    await page.screenshot({
      path: `${SHOTS}/follow-no-javascript-1280.png`,
      clip: { x: 0, y: 0, width: 1280, height: 500 },
    });
    await tabTo(page, menu.getByRole('link', { name: 'News feed (RSS)' }));
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith(`${SARATOGA}/feed.rss`)),
      page.keyboard.press('Enter'),
    ]);
    expect(response.status()).toBe(200);
  });
});

for (const viewport of VIEWPORTS) {
  test(`the Follow menu at ${viewport.width} px: open, within the screen, axe clean`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(SARATOGA);
    const menu = await popover(page);
    await trigger(page).click();
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    await page.screenshot({
      path: `${SHOTS}/follow-menu-${viewport.width}.png`,
      clip: { x: 0, y: 0, width: viewport.width, height: Math.min(700, viewport.height) },
    });
    await expectNoAxeViolations(page);
  });
}
