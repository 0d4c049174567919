import { citiesInState, countiesInState, parseCountyPath } from '@civicbrief/locations';
import type { Page } from '@playwright/test';
import {
  DESKTOP_VIEWPORT,
  expect,
  expectNoAxeViolations,
  MOBILE_VIEWPORT,
  serverHeading,
  serverHtml,
  test,
} from '@civicbrief/e2e-support';

const cards = (page: Page, section: string) => page.locator(`#${section} li h3 a`);

// Set DIRECTORY_SHOTS to a folder to keep a screenshot of each page type at both widths, for a human look.
const shotsDir = process.env['DIRECTORY_SHOTS'];

async function axeAtBothWidths(page: Page, path: string, shot: string) {
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await page.goto(path);
  await expectNoAxeViolations(page);
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${shot}-1280.png`, fullPage: true });
  await page.setViewportSize(MOBILE_VIEWPORT);
  await expectNoAxeViolations(page);
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${shot}-390.png` });
}

test('a resident goes from a state to a county to a city by clicking', async ({ page }) => {
  await page.goto('/california');
  const directory = page.locator('#letter-s');
  await directory.getByRole('link', { name: 'Santa Clara County' }).click();
  await expect(page).toHaveURL('/ca/santa-clara-county');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Santa Clara County, California');
  await expect(page).toHaveTitle('Santa Clara County, California | CivicBrief');
  // Saratoga comes after the first 12 cities of the county, alphabetically.
  await page.getByRole('link', { name: 'See more' }).click();
  await page.getByRole('link', { name: 'Saratoga', exact: true }).click();
  await expect(page).toHaveURL('/ca/santa-clara-county/saratoga');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the A to Z index links to each letter and disables letters without places', async ({ page }) => {
  await page.goto('/california');
  const names = [...countiesInState('CA'), ...citiesInState('CA').map((city) => city.name)];
  const letters = new Set(names.map((name) => name.charAt(0).toUpperCase()));
  const index = page.getByRole('navigation', { name: 'Counties and cities A to Z' });
  for (const letter of ['A', 'M', 'Q', 'X', 'Z']) {
    const cell = index.getByText(letter, { exact: true });
    if (letters.has(letter)) await expect(cell).toHaveAttribute('href', `#letter-${letter.toLowerCase()}`);
    else await expect(cell).toHaveAttribute('aria-disabled', 'true');
  }
  await index.getByRole('link', { name: 'S', exact: true }).click();
  await expect(page).toHaveURL(/#letter-s$/);
  await expect(page.locator('#letter-s')).toBeInViewport();
  // The letter (a <details>) folds away from its summary, and opens again from the keyboard.
  const letter = page.locator('#letter-s');
  await letter.locator('summary').click();
  await expect(letter).not.toHaveAttribute('open');
  await expect(letter.getByRole('link', { name: 'Saratoga' })).toBeHidden();
  await letter.locator('summary').press('Enter');
  await expect(letter.getByRole('link', { name: 'Saratoga' })).toBeVisible();
});

test('See more adds cities until all are shown, then hides', async ({ page }) => {
  const place = parseCountyPath('/ca/santa-clara-county');
  const total = place?.cities.length ?? 0;
  expect(total).toBeGreaterThan(12);
  await page.goto('/ca/santa-clara-county');
  await expect(cards(page, 'cities')).toHaveCount(12);
  const more = page.getByRole('link', { name: 'See more' });
  while (await more.isVisible()) await more.click();
  await expect(cards(page, 'cities')).toHaveCount(total);
  await expect(page.getByText(`Showing ${total} of ${total} cities`)).toBeVisible();

  await page.goto('/california');
  await expect(cards(page, 'cities')).toHaveCount(12);
  await page.getByRole('link', { name: 'See more' }).click();
  await expect(cards(page, 'cities')).toHaveCount(24);
  await page.getByLabel('Filter cities by state').selectOption('IA');
  await expect(cards(page, 'cities').first()).toHaveText(citiesInState('IA')[0]?.name ?? '');
});

test('a multi-county page lists the cities spanning those counties', async ({ page }) => {
  await page.goto('/ia/dallas-madison-polk-warren-county');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Dallas County, Madison County, Polk County, Warren County, Iowa',
  );
  await expect(page.getByRole('link', { name: 'West Des Moines', exact: true })).toHaveAttribute(
    'href',
    '/ia/dallas-madison-polk-warren-county/west-des-moines',
  );
});

test('articles open from the state page with related articles; unknown ones are 404s', async ({ page, request }) => {
  await page.goto('/california');
  const first = cards(page, 'articles').first();
  const title = await first.textContent();
  await first.click();
  await expect(page).toHaveURL(/^.*\/ca\/articles\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  await expect(page.getByRole('heading', { level: 2, name: 'Related articles' })).toBeVisible();
  await expect(cards(page, 'related-articles').first()).toBeVisible();
  for (const path of [
    '/ca/articles/no-such-article',
    '/ca/santa-clara-county/articles/nope',
    '/zz/articles/x',
    '/ca/atlantis-county',
  ]) {
    expect(serverHeading(await serverHtml(request, path, 404))).toBe('Page not found');
  }
});

test('municipal code and resource indexes link to each city page', async ({ page, request }) => {
  await page.goto('/municipal-code');
  await expect(page.getByRole('heading', { level: 2, name: 'California' })).toBeVisible();
  await page.getByRole('region', { name: 'California' }).getByRole('link', { name: 'Saratoga', exact: true }).click();
  await expect(page).toHaveURL('/ca/santa-clara-county/saratoga/municipal-code');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/resources');
  const saratoga = page.getByRole('heading', { level: 3, name: 'Saratoga' }).locator('xpath=..');
  await saratoga.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/ca\/santa-clara-county\/saratoga\/resource-[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await serverHtml(request, '/ca/santa-clara-county/saratoga/not-a-resource', 404);
});

test('cities.csv, sitemap.xml and robots.txt', async ({ request, baseURL }) => {
  const csv = await request.get('/cities.csv');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers()['cache-control']).toContain('max-age=86400');
  expect((await csv.text()).split('\r\n')[0]).toBe('City,County,State');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/california</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/ia/dallas-madison-polk-warren-county</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/ca/santa-clara-county/saratoga</loc>`);
  expect(xml).toMatch(
    new RegExp(
      `<loc>${baseURL}/ca/santa-clara-county/saratoga/summary/city-council-meeting-summary-\\d{4}-\\d{2}-\\d{2}</loc>`,
    ),
  );

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /dashboard');
  expect(robots).toContain('Disallow: /preview');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages read and links, See more and the state filter work', async ({ page }) => {
    await page.goto('/california');
    await expect(page.getByRole('heading', { level: 1, name: 'California cities' })).toBeVisible();
    await expect(page.locator('#letter-s').getByRole('link', { name: 'Saratoga' })).toBeVisible();
    await expect(cards(page, 'cities')).toHaveCount(12);
    await page.getByRole('link', { name: 'See more' }).click();
    await expect(page).toHaveURL('/california?show=24');
    await expect(cards(page, 'cities')).toHaveCount(24);
    await page.getByLabel('Filter cities by state').selectOption('IA');
    await page.getByRole('button', { name: 'Show cities' }).click();
    await expect(page).toHaveURL('/california?state=IA');
    await expect(cards(page, 'cities').first()).toHaveText(citiesInState('IA')[0]?.name ?? '');
    await page.locator('#letter-s').getByRole('link', { name: 'Santa Clara County' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Santa Clara County, California');
  });
});

test.describe('axe at 1280 and 390px', () => {
  // Each page type its own test, so both workers share the scans (two full-page scans each).
  test.describe.configure({ mode: 'parallel', timeout: 90_000 });
  const pages = [
    ['state', '/california'],
    ['county', '/ca/santa-clara-county'],
    ['multi-county', '/ia/dallas-madison-polk-warren-county'],
    ['municipal-code-index', '/municipal-code'],
    ['municipal-code', '/ca/santa-clara-county/saratoga/municipal-code'],
    ['resources-index', '/resources'],
  ] as const;
  for (const [name, path] of pages) {
    test(`the ${name} page has no violations`, async ({ page }) => {
      await axeAtBothWidths(page, path, name);
    });
  }

  for (const [name, listing] of [
    ['state-article', '/california'],
    ['county-article', '/ca/santa-clara-county'],
  ] as const) {
    test(`the ${name} page has no violations`, async ({ page }) => {
      await page.goto(listing);
      const article = await cards(page, 'articles').first().getAttribute('href');
      await axeAtBothWidths(page, article ?? '/missing', name);
    });
  }

  test('a resource page has no violations', async ({ page }) => {
    await page.goto('/resources');
    const resource = await page
      .getByRole('heading', { level: 3, name: 'Saratoga' })
      .locator('xpath=..')
      .getByRole('link')
      .nth(1)
      .getAttribute('href');
    await axeAtBothWidths(page, resource ?? '/missing', 'resource');
  });
});
