import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectHydrated, expectNoAxeViolations, serverHtml, test, VIEWPORTS } from '@civicbrief/e2e-support';
import { FAKE_PROVIDERS_PORT } from '../playwright.config';
import { blockCodeLoaded } from './support/first-use';
import { SARATOGA } from './support/meetings';

// The city page's local news block (decision 025) against the fake news search of
// tools/fake-providers/feeds.mjs (14 stories for "Saratoga, CA"), switched through its control endpoint.
const FAKE = `http://127.0.0.1:${FAKE_PROVIDERS_PORT}`;

const fake = (request: APIRequestContext, mode: 'ok' | 'error' | 'empty') =>
  request
    .post(`${FAKE}/__control/mode`, { data: { provider: 'feeds', mode } })
    .then((response) => expect(response.ok()).toBe(true));
const resetFake = (request: APIRequestContext) =>
  request.post(`${FAKE}/__control/reset`).then((response) => expect(response.ok()).toBe(true));

const news = (page: Page) => page.getByRole('region', { name: 'Local news for Saratoga' });
const stories = (page: Page) => news(page).getByRole('list', { name: 'Local news for Saratoga' }).getByRole('listitem');
const newsTab = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Sections of the Saratoga page' })
    .getByRole('link', { name: 'Local news', exact: true });
/** A fresh address each time: the front door keeps complete pages a minute (decision 019). */
const cityPage = () => `${SARATOGA}?fresh=${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

test.beforeEach(async ({ request }) => resetFake(request));
test.afterEach(async ({ request }) => resetFake(request));

test('the local news renders on the server, 6 stories at first, Show more adds 6 until all 14 are shown', async ({
  page,
  request,
}) => {
  const html = await serverHtml(request, cityPage());
  expect(html).toContain('Local news for Saratoga</h2>');
  expect(html).toContain('Saratoga council approves budget (story 1) - The Valley Ledger');

  await page.goto(cityPage());
  await expect(newsTab(page)).toBeVisible();
  await news(page).scrollIntoViewIfNeeded();
  await expect(stories(page)).toHaveCount(6);
  const first = news(page).getByRole('link', {
    name: 'Saratoga council approves budget (story 1) - The Valley Ledger',
  });
  await expect(first).toHaveAttribute('href', /^https:\/\/news\.example\.com\/articles\/1\?/);
  await expectHydrated(page);
  await news(page)
    .getByRole('button', { name: /Show more/ })
    .click();
  await expect(stories(page)).toHaveCount(12);
  await news(page)
    .getByRole('button', { name: /Show more/ })
    .click();
  await expect(stories(page)).toHaveCount(14);
  await expect(news(page).getByRole('button', { name: /Show more/ })).toHaveCount(0);
});

test("the feed failing shows the spec's message; Try again fetches in place once it is back", async ({
  page,
  request,
}) => {
  await fake(request, 'error');
  const address = cityPage();
  await page.goto(address);
  await news(page).scrollIntoViewIfNeeded();
  await expect(news(page).getByRole('alert')).toContainText("Oops! We're having trouble fetching the local news.");
  await expect(newsTab(page)).toBeVisible();
  await expectHydrated(page);
  await blockCodeLoaded(page, 'news-list');
  await resetFake(request);
  await news(page).getByRole('link', { name: 'Try again' }).click();
  await expect(news(page).getByRole('alert')).toHaveCount(0);
  await expect(stories(page)).toHaveCount(6);
  expect(page.url()).toBe(new URL(address, page.url()).href);
});

test('a feed without stories hides the block and its tab', async ({ page, request }) => {
  await fake(request, 'empty');
  await page.goto(cityPage());
  await expect(page.getByRole('heading', { level: 1, name: 'Saratoga, California' })).toBeVisible();
  await expect(news(page)).toHaveCount(0);
  await expect(newsTab(page)).toHaveCount(0);
});

// Each test loads the whole city page (map, carousels) and runs axe twice: more than the default 30 s on a busy machine.
test('no accessibility violations with the news loaded, at 1280 and 390px', async ({ page }) => {
  test.slow();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(cityPage());
    await news(page).scrollIntoViewIfNeeded();
    await expect(stories(page)).toHaveCount(6);
    await expectNoAxeViolations(page);
  }
});

test('no accessibility violations with the news failed, at 1280 and 390px', async ({ page, request }) => {
  test.slow();
  await fake(request, 'error');
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(cityPage());
    await news(page).scrollIntoViewIfNeeded();
    await expect(news(page).getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
