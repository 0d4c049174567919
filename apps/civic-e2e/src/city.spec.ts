import { devices, type Page } from '@playwright/test';
import {
  canonicalHref,
  DESKTOP_VIEWPORT,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  MOBILE_VIEWPORT,
  serverHeading,
  serverHtml,
  test,
} from '@civicbrief/e2e-support';
import { meetingsPage, SARATOGA } from './support/meetings';

// The fake Petfinder's photos (the city page's pets block) are at photos.example, no such host offline.
test.beforeEach(({ context }) =>
  context.route('https://photos.example/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"/>',
    }),
  ),
);

const meetings = (page: Page) => page.getByRole('region', { name: 'Meeting summaries' });
const years = (page: Page) => page.getByRole('navigation', { name: 'Meeting summaries by year' });
const cards = (page: Page) =>
  meetings(page)
    .getByRole('list', { name: /^Meeting summaries from / })
    .getByRole('listitem');

test('the city page renders on the server with its heading, population, sections and sub-navigation', async ({
  request,
  baseURL,
}) => {
  const html = await serverHtml(request, SARATOGA);
  expect(serverHeading(html)).toBe('Saratoga, California');
  expect(html).toContain('<title>Saratoga, CA meeting summaries | CivicBrief</title>');
  expect(canonicalHref(html)).toBe(`${baseURL}${SARATOGA}`);
  expect(html).toMatch(/Population \d{1,3}(,\d{3})*/);
  for (const heading of [
    'Meeting summaries',
    'Saratoga articles',
    'Municipal code &amp; resources',
    'Saratoga newsletter',
    'Weather forecast for Saratoga',
  ]) {
    expect(html).toContain(`>${heading}</h2>`);
  }
  // Sections of later work stay out until they are built (city-widgets.spec.ts covers the provider blocks).
  expect(html).not.toContain('Coming soon');
});

test('the sub-navigation jumps to each section and the resources link to the municipal code and resource sheets', async ({
  page,
}) => {
  await page.goto(SARATOGA);
  const subNav = page.getByRole('navigation', { name: 'Sections of the Saratoga page' });
  for (const label of [
    'Meeting summaries',
    'Articles',
    'Municipal code & resources',
    'Newsletter',
    'Weather',
    'Map',
    'Key contacts',
  ]) {
    await expect(subNav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  for (const label of ['Listings', 'Statistics'])
    await expect(subNav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  await subNav.getByRole('link', { name: 'Weather', exact: true }).click();
  await expect(page).toHaveURL(/#weather$/);
  await expect(page.getByRole('region', { name: 'Weather forecast for Saratoga' })).toBeInViewport();
  const resources = page.getByRole('region', { name: 'Municipal code & resources' });
  await expect(resources.getByRole('link', { name: 'Saratoga municipal code' })).toHaveAttribute(
    'href',
    `${SARATOGA}/municipal-code`,
  );
  const sheets = resources.getByRole('link');
  expect(await sheets.count()).toBeGreaterThan(1);
  for (const href of await sheets.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(new RegExp(`^${SARATOGA}/(municipal-code|resource-[a-z0-9-]+)$`));
  }
});

test('a meeting summary opens from the city page by clicking it', async ({ page }) => {
  await page.goto(SARATOGA);
  const first = cards(page).first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${SARATOGA}/(summary|agenda)/`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('year tabs replace the list with the first page of that year; Show more appends 4 at a time and hides at the end', async ({
  page,
  request,
}) => {
  await page.goto(SARATOGA);
  // In place is the app's part: before it, the tabs and Show more are links the server answers (a new address).
  await expectHydrated(page);
  const tabs = years(page).getByRole('link');
  expect(await tabs.count()).toBeGreaterThanOrEqual(2);
  const current = Number(await years(page).locator('[aria-current="true"]').textContent());
  expect(current).toBe(new Date().getUTCFullYear());
  await expect(cards(page)).toHaveCount(4);
  await meetings(page).getByRole('link', { name: 'Show more' }).click();
  await expect(cards(page)).toHaveCount(8);

  const older = Number(await tabs.first().textContent());
  const expected = await meetingsPage(request, SARATOGA, older);
  await tabs.first().click();
  // Replaced in place, without a page load: the address stays, the tab changes, the list starts over at 4.
  await expect(years(page).getByRole('link', { name: String(older) })).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(SARATOGA);
  await expect(cards(page)).toHaveCount(4);
  await expect(cards(page).first()).toContainText(expected.items[0]?.title ?? 'missing');

  for (let shown = 4; shown < expected.total; shown += 4) {
    await meetings(page).getByRole('link', { name: 'Show more' }).click();
    await expect(cards(page)).toHaveCount(Math.min(shown + 4, expected.total));
  }
  await expect(meetings(page).getByRole('link', { name: 'Show more' })).toHaveCount(0);
  await expect(meetings(page)).toContainText(`Showing ${expected.total} of ${expected.total} summaries from ${older}.`);
});

test('a city spanning several counties has its page under the joined county segment', async ({ page }) => {
  await page.goto('/ia/dallas-madison-polk-warren-county/west-des-moines');
  await expect(page.getByRole('heading', { level: 1, name: 'West Des Moines, Iowa' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Dallas, Madison, Polk and Warren Counties' })).toHaveAttribute(
    'href',
    '/ia/dallas-madison-polk-warren-county',
  );
  await expect(breadcrumb.getByText('West Des Moines')).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).first()).toBeVisible();
});

test('an unknown city is a real 404 page', async ({ request }) => {
  const html = await serverHtml(request, '/ca/santa-clara-county/atlantis', 404);
  expect(serverHeading(html)).toBe('Page not found');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the city page reads, and year tabs and Show more are links the server honours', async ({ page }) => {
    await page.goto(SARATOGA);
    await expect(page.getByRole('heading', { level: 1, name: 'Saratoga, California' })).toBeVisible();
    await expect(cards(page)).toHaveCount(4);
    await meetings(page).getByRole('link', { name: 'Show more' }).click();
    await expect(page).toHaveURL(/[?&]pages=2/);
    await expect(cards(page)).toHaveCount(8);
    const older = (await years(page).getByRole('link').first().textContent()) ?? '';
    await years(page).getByRole('link', { name: older }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]year=${older}`));
    await expect(page).not.toHaveURL(/pages=/);
    await expect(years(page).getByRole('link', { name: older })).toHaveAttribute('aria-current', 'true');
    await expect(cards(page)).toHaveCount(4);
    await cards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${SARATOGA}/(summary|agenda)/`));
  });
});

test('the city page has no accessibility violations at 1280px and 390px', async ({ page }) => {
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await page.goto(SARATOGA);
  await expectNoAxeViolations(page);
  await page.setViewportSize(MOBILE_VIEWPORT);
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: devices['iPhone 12'].viewport });
  test('the sub-navigation stays in reach while scrolling', async ({ page }) => {
    await page.goto(SARATOGA);
    const subNav = page.getByRole('navigation', { name: 'Sections of the Saratoga page' });
    await page.getByRole('heading', { name: 'Saratoga newsletter' }).scrollIntoViewIfNeeded();
    await expect(subNav).toBeInViewport();
  });

  test('the page fits the screen: nothing scrolls sideways', async ({ page }) => {
    await page.goto(SARATOGA);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
  });
});
