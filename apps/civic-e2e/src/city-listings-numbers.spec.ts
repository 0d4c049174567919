import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectHydrated, expectNoAxeViolations, serverHtml, test, VIEWPORTS } from '@civicbrief/e2e-support';
import { FAKE_PROVIDERS_PORT } from '../playwright.config';
import { SARATOGA } from './support/meetings';

// Homes for sale (Zillow's listing search on RapidAPI) and the city in numbers (the Census ACS 5-year API) on the city
// page, against tools/fake-providers (zillow.mjs, census.mjs) switched through its control endpoint (decision 026).
const FAKE = `http://127.0.0.1:${FAKE_PROVIDERS_PORT}`;
type Provider = 'zillow' | 'census';
type Mode = 'ok' | 'error' | 'empty';

const fake = (request: APIRequestContext, provider: Provider, mode: Mode) =>
  request
    .post(`${FAKE}/__control/mode`, { data: { provider, mode } })
    .then((response) => expect(response.ok()).toBe(true));
const resetFake = (request: APIRequestContext) =>
  request.post(`${FAKE}/__control/reset`).then((response) => expect(response.ok()).toBe(true));

const homes = (page: Page) => page.getByRole('region', { name: 'Homes for sale in Saratoga' });
const numbers = (page: Page) => page.getByRole('region', { name: 'Saratoga in numbers' });
const subNav = (page: Page) => page.getByRole('navigation', { name: 'Sections of the Saratoga page' });
const tab = (page: Page, name: string) => subNav(page).getByRole('link', { name, exact: true });
/** A fresh address each time: the front door keeps complete pages a minute (decision 019). */
const cityPage = () => `${SARATOGA}?fresh=${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

test.beforeEach(async ({ request }) => resetFake(request));
test.afterEach(async ({ request }) => resetFake(request));

/** Asks the gateway for both until each answers, so the page's server render (within its budget) finds them ready. */
async function providersAnswering(request: APIRequestContext) {
  for (const path of ['/api/mls/listings?location=Saratoga,%20CA', '/api/census/city-stats?city=Saratoga&state=CA']) {
    await expect.poll(async () => (await request.get(path)).status(), { timeout: 15_000 }).toBe(200);
  }
}

test('both blocks render on the server with their tabs: 20 homes with a photo linking out, four statistic cards with their sources', async ({
  page,
  request,
}) => {
  await providersAnswering(request);
  // Rendered on the server when the gateway answers within the page's budget (asked again if a busy machine missed it once).
  const rendered = [
    'Homes for sale in Saratoga</h2>',
    '$1,200,000',
    'Saratoga in numbers</h2>',
    'Median household income',
  ];
  await expect
    .poll(
      async () => {
        const html = await serverHtml(request, cityPage());
        return rendered.filter((text) => !html.includes(text));
      },
      { timeout: 20_000 },
    )
    .toEqual([]);

  await page.goto(cityPage());
  await expect(tab(page, 'Homes for sale')).toBeVisible();
  await expect(tab(page, 'In numbers')).toBeVisible();
  // 24 listings, four without a photo: the first 20 with one.
  const cards = homes(page).getByRole('article');
  await expect(cards).toHaveCount(20);
  await expect(cards.first()).toContainText('$1,200,000');
  await expect(cards.first()).toContainText('2 beds · 2 baths · 1,200 sqft');
  await expect(cards.first().getByRole('link', { name: '100 Saratoga Ave, Saratoga, CA 95070' })).toHaveAttribute(
    'href',
    'https://www.zillow.com/homedetails/19600000_zpid/',
  );

  const statistics = numbers(page).getByRole('article');
  await expect(statistics).toHaveCount(4);
  const income = statistics.filter({ hasText: 'Median household income' });
  await expect(income).toContainText('Saratoga: $250K');
  await expect(income).toContainText('Santa Clara County: $153.8K (Saratoga 63% Higher)');
  await expect(income).toContainText('California: $96.3K (Saratoga 160% Higher)');
  await expect(income.locator('h3 svg')).toHaveCount(1);
  await expect(income.getByRole('link', { name: /U\.S\. Census Bureau/ })).toHaveAttribute(
    'href',
    /^https:\/\/data\.census\.gov\/table\/ACSDT5Y\d{4}\.B19013\?g=/,
  );
});

test("listings failing: 'Failed to load real estate listings'; an answer without props: 'We've had a little problem'; Try again loads them in place", async ({
  page,
  request,
}) => {
  await fake(request, 'zillow', 'error');
  const address = cityPage();
  await page.goto(address);
  await homes(page).scrollIntoViewIfNeeded();
  await expect(homes(page).getByRole('alert')).toContainText('Failed to load real estate listings');
  await expect(tab(page, 'Homes for sale')).toBeVisible();
  await expectHydrated(page);

  // A reply without props (the gateway never sends one; a proxy or cache could): the spec's other message.
  await page.route('**/api/mls/listings?**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ source: {} }) }),
  );
  await homes(page).getByRole('link', { name: 'Try again' }).click();
  await expect(homes(page).getByRole('alert')).toContainText("We've had a little problem");
  await page.unroute('**/api/mls/listings?**');

  await resetFake(request);
  await homes(page).getByRole('link', { name: 'Try again' }).click();
  await expect(homes(page).getByRole('alert')).toHaveCount(0);
  await expect(homes(page).getByRole('article')).toHaveCount(20);
  expect(page.url()).toBe(new URL(address, page.url()).href);
});

test('numbers failing show their error; Try again loads them in place', async ({ page, request }) => {
  await fake(request, 'census', 'error');
  await page.goto(cityPage());
  await numbers(page).scrollIntoViewIfNeeded();
  await expect(numbers(page).getByRole('alert')).toContainText("Oops! We're having trouble fetching the numbers.");
  await expectHydrated(page);
  await resetFake(request);
  await numbers(page).getByRole('link', { name: 'Try again' }).click();
  await expect(numbers(page).getByRole('article')).toHaveCount(4);
});

test('no listings and no matched Census place: both blocks hidden with their tabs', async ({ page, request }) => {
  await fake(request, 'zillow', 'empty');
  await fake(request, 'census', 'empty');
  await page.goto(cityPage());
  await expect(page.getByRole('heading', { level: 1, name: 'Saratoga, California' })).toBeVisible();
  await expect(tab(page, 'Meeting summaries')).toBeVisible();
  await expect(homes(page)).toHaveCount(0);
  await expect(numbers(page)).toHaveCount(0);
  await expect(tab(page, 'Homes for sale')).toHaveCount(0);
  await expect(tab(page, 'In numbers')).toHaveCount(0);
});

test('no accessibility violations with both blocks loaded and failed, at 1280 and 390px', async ({ page, request }) => {
  // Four axe runs over the whole city page.
  test.setTimeout(90_000);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(cityPage());
    await numbers(page).scrollIntoViewIfNeeded();
    await expect(numbers(page).getByRole('article')).toHaveCount(4);
    await expectNoAxeViolations(page);
  }
  await fake(request, 'zillow', 'error');
  await fake(request, 'census', 'error');
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(cityPage());
    await expect(homes(page).getByRole('alert')).toBeVisible();
    await expect(numbers(page).getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
