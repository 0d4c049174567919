import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectHydrated,
  expectNoAxeViolations,
  serverHtml,
  test,
  VIEWPORTS,
  withoutJavaScript,
} from '@civicbrief/e2e-support';
import { FAKE_PROVIDERS_PORT } from '../playwright.config';
import { blockCodeLoaded } from './support/first-use';
import { SARATOGA } from './support/meetings';

// The city page's weather, schools and pets blocks against tools/fake-providers (decision 023), switched through
// its control endpoint. The suite's gateway keeps no provider answer (playwright.config.ts), so a switch shows at once.
const FAKE = `http://127.0.0.1:${FAKE_PROVIDERS_PORT}`;
type Provider = 'nws' | 'urban' | 'petfinder' | '*';
type Mode = 'ok' | 'error' | 'slow' | 'empty';

const fake = (request: APIRequestContext, provider: Provider, mode: Mode, count?: number) =>
  request
    .post(`${FAKE}/__control/mode`, { data: { provider, mode, ...(count ? { count } : {}) } })
    .then((response) => expect(response.ok()).toBe(true));
const resetFake = (request: APIRequestContext) =>
  request.post(`${FAKE}/__control/reset`).then((response) => expect(response.ok()).toBe(true));

const region = (page: Page, name: string) => page.getByRole('region', { name });
const weather = (page: Page) => region(page, 'Weather forecast for Saratoga');
const schools = (page: Page) => region(page, 'Schools in Saratoga');
const pets = (page: Page) => region(page, 'Adoptable pets near Saratoga');
const subNav = (page: Page) => page.getByRole('navigation', { name: 'Sections of the Saratoga page' });
const tabs = (page: Page) => subNav(page).getByRole('link').allTextContents();
/** The sub-navigation's tabs, in order, when every block has something to show. */
const EVERY_TAB = [
  'Meeting summaries',
  'Articles',
  'Municipal code & resources',
  'Newsletter',
  'Weather',
  'Schools',
  'Pets',
  'Homes for sale',
  'In numbers',
  'Local news',
  'Map',
  'Key contacts',
];
/** A fresh address each time: the front door keeps complete pages a minute (decision 019). */
const cityPage = () => `${SARATOGA}?fresh=${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

test.beforeEach(async ({ request }) => resetFake(request));
test.afterEach(async ({ request }) => resetFake(request));

/** Asks the gateway for the three blocks until each answers (the first ask of a city looks its forecast office up). */
async function providersAnswering(request: APIRequestContext) {
  for (const path of [
    '/api/weather/forecast?q=ca/santa-clara-county/saratoga',
    '/api/schools?city=Saratoga&state=CA',
  ]) {
    await expect.poll(async () => (await request.get(path)).status(), { timeout: 15_000 }).toBe(200);
  }
  await expect
    .poll(async () => (await request.post('/api/pets/adoptable', { data: { location: 'Saratoga, CA' } })).status(), {
      timeout: 15_000,
    })
    .toBe(200);
}

test('the three blocks render on the server from the providers, each with its tab', async ({ page, request }) => {
  await providersAnswering(request);
  const html = await serverHtml(request, cityPage());
  for (const text of [
    'Weather forecast for Saratoga</h2>',
    '60°F',
    'Schools in Saratoga</h2>',
    'LINCOLN ELEMENTARY',
    'Adoptable pets near Saratoga</h2>',
    'Biscuit',
  ]) {
    expect(html).toContain(text);
  }
  expect(html).not.toContain('Coming soon');

  await page.goto(cityPage());
  expect(await tabs(page)).toEqual(EVERY_TAB);
  await expect(
    weather(page).getByRole('list', { name: '7-day weather forecast for Saratoga' }).getByRole('listitem'),
  ).toHaveCount(7);
  await expect(weather(page)).toContainText('60°F');
  await expect(schools(page).getByRole('heading', { name: 'LINCOLN ELEMENTARY' })).toBeVisible();
  // Ungraded or not, the school without an enrollment figure shows N/D.
  await expect(schools(page)).toContainText('N/D');
  // Three of the four pets have a photo.
  await expect(pets(page).getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(pets(page)).toContainText('Labrador Retriever');
});

for (const [name, provider, block, message, loaded, chunk] of [
  ['weather', 'nws', weather, "Oops! We're having trouble fetching the current weather", '60°F', 'weather-forecast'],
  ['schools', 'urban', schools, 'Error while loading the schools', 'LINCOLN ELEMENTARY', 'schools-list'],
  ['pets', 'petfinder', pets, "We've had a little problem", 'Biscuit', 'pets-carousel'],
] as const) {
  test(`${name}: the provider failing shows the error; Try again fetches in place once it is back`, async ({
    page,
    request,
  }) => {
    await fake(request, provider, 'error');
    const address = cityPage();
    await page.goto(address);
    await block(page).scrollIntoViewIfNeeded();
    await expect(block(page).getByRole('alert')).toContainText(message);
    await expect(
      subNav(page).getByRole('link', { name: name[0].toUpperCase() + name.slice(1), exact: true }),
    ).toBeVisible();
    await expectHydrated(page);
    await blockCodeLoaded(page, chunk);
    await resetFake(request);
    await block(page).getByRole('link', { name: 'Try again' }).click();
    await expect(block(page).getByRole('alert')).toHaveCount(0);
    await expect(block(page)).toContainText(loaded);
    expect(page.url()).toBe(new URL(address, page.url()).href);
  });
}

test('slow providers: the page does not wait; the blocks load from the browser as they near the viewport', async ({
  page,
  request,
}) => {
  // Only the server's ask hangs; the gateway's retry and the browser's ask are answered.
  for (const provider of ['nws', 'urban', 'petfinder'] as const) await fake(request, provider, 'slow', 1);
  const response = await request.get(cityPage());
  expect(response.status()).toBe(200);
  // The page answered with the block still loading: it did not wait for the provider (which hangs for 30 s).
  expect(await response.text()).toContain('Loading the weather forecast');
  // The gateway's hanging asks end (timeout, then a retry answered) before the page below is asked for.
  await providersAnswering(request);

  for (const provider of ['nws', 'urban', 'petfinder'] as const) await fake(request, provider, 'slow', 1);
  await page.goto(cityPage());
  await expectHydrated(page);
  await weather(page).scrollIntoViewIfNeeded();
  await expect(weather(page)).toContainText('60°F', { timeout: 15_000 });
  await pets(page).scrollIntoViewIfNeeded();
  await expect(pets(page).getByRole('heading', { name: 'Biscuit' })).toBeVisible({ timeout: 15_000 });
});

test("a block's code loads only as the block nears the viewport; until then the server's HTML stands", async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    const chunk =
      /\/(weather-forecast|schools-list|pets-carousel|listings-row|statistics-carousel|news-list)-[\w-]+\.js$/.exec(
        request.url(),
      );
    if (chunk) loaded.push(chunk[1]);
  });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(cityPage());
  await expectHydrated(page);
  await page.waitForLoadState('networkidle');
  // Hydrated, yet no block's code fetched: the blocks far below show the server's HTML.
  expect(loaded).toEqual([]);
  await expect(pets(page).getByRole('heading', { name: 'Biscuit' })).toBeAttached();

  await pets(page).scrollIntoViewIfNeeded();
  await expect.poll(() => loaded).toContain('pets-carousel');
  expect(loaded).not.toContain('news-list');
  // The view that took over is the live one: its carousel scrolls.
  await expect(pets(page).getByRole('heading', { name: 'Biscuit' })).toBeVisible();
  await expect(pets(page).getByRole('button', { name: /next/i })).toBeEnabled();
});

test('schools without an enrollment figure hide with their tab; pets hide when there are none', async ({
  page,
  request,
}) => {
  await fake(request, 'urban', 'empty');
  await fake(request, 'petfinder', 'empty');
  await page.goto(cityPage());
  await expect(weather(page)).toContainText('60°F');
  await expect(schools(page)).toHaveCount(0);
  await expect(pets(page)).toHaveCount(0);
  expect(await tabs(page)).toEqual(EVERY_TAB.filter((tab) => tab !== 'Schools' && tab !== 'Pets'));
});

test('every provider down: the page still answers 200 with its other blocks', async ({ page, request }) => {
  await fake(request, '*', 'error');
  const response = await page.goto(cityPage());
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Saratoga, California' })).toBeVisible();
  await expect(region(page, 'Meeting summaries').getByRole('listitem').first()).toBeVisible();
  await expect(region(page, 'Municipal code & resources').getByRole('link').first()).toBeVisible();
  await expect(region(page, 'Saratoga newsletter')).toBeVisible();
  for (const block of [weather, schools, pets]) await expect(block(page).getByRole('alert')).toBeVisible();
});

test('no accessibility violations with the blocks loaded and failed, at 1280 and 390px', async ({ page, request }) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(cityPage());
    await pets(page).scrollIntoViewIfNeeded();
    await expect(pets(page).getByRole('heading', { name: 'Biscuit' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await fake(request, '*', 'error');
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(cityPage());
    await expect(weather(page).getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('without JavaScript: the blocks read from the server; a failed or slow one offers a link that reloads the page', async ({
  browser,
  request,
}) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto(cityPage());
    await expect(weather(page)).toContainText('60°F');
    await expect(pets(page).getByRole('heading', { name: 'Biscuit' })).toBeVisible();

    await fake(request, 'nws', 'error');
    const address = cityPage();
    await page.goto(address);
    await expect(weather(page).getByRole('alert')).toContainText(
      "Oops! We're having trouble fetching the current weather",
    );
    await resetFake(request);
    await weather(page).getByRole('link', { name: 'Try again' }).click();
    await expect(weather(page)).toContainText('60°F');

    await fake(request, 'urban', 'slow', 1);
    await page.goto(cityPage());
    await expect(schools(page)).toContainText('The schools are taking a moment.');
    // Once the gateway's hanging ask has ended, a new one is answered.
    await expect
      .poll(async () => (await request.get('/api/schools?city=Saratoga&state=CA')).status(), { timeout: 10_000 })
      .toBe(200);
    await schools(page).getByRole('link', { name: 'Reload the page' }).click();
    await expect(schools(page).getByRole('heading', { name: 'LINCOLN ELEMENTARY' })).toBeVisible();
  });
});
