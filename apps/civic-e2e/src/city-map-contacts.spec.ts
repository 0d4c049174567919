import type { Page } from '@playwright/test';
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
import { SARATOGA } from './support/meetings';

// The city map (tiles from tools/fake-providers on loopback, start-all's START_PROVIDERS=fake) and the key contacts
// from the seeded content (decision 027). Screens go to /tmp/hC-shots when SHOTS_DIR is unset.
const SHOTS = process.env['SHOTS_DIR'] ?? '/tmp/hC-shots';
const FAKE_TILES = `http://127.0.0.1:${FAKE_PROVIDERS_PORT}/tiles/`;
// libs/locations: Saratoga, CA.
const CENTRE = { lat: 37.263832, lng: -122.023015 };

const mapSection = (page: Page) => page.getByRole('region', { name: 'Saratoga map' });
const mapCanvas = (page: Page) => page.getByRole('region', { name: 'Map of Saratoga, California' });
const contacts = (page: Page) => page.getByRole('region', { name: 'Saratoga key contacts' });
const subNav = (page: Page) => page.getByRole('navigation', { name: 'Sections of the Saratoga page' });
const osmLink = `https://www.openstreetmap.org/?mlat=${CENTRE.lat}&mlon=${CENTRE.lng}#map=13/${CENTRE.lat}/${CENTRE.lng}`;

/** The map as Leaflet reports it on its container (data attributes written on each move). */
async function mapView(page: Page) {
  const [centre, zoom] = await Promise.all([
    mapCanvas(page).getAttribute('data-map-center'),
    mapCanvas(page).getAttribute('data-map-zoom'),
  ]);
  const [lat, lng] = (centre ?? '').split(',').map(Number);
  return { lat, lng, zoom: Number(zoom) };
}

async function drawnMap(page: Page) {
  await mapSection(page).scrollIntoViewIfNeeded();
  await expect(mapCanvas(page)).toHaveAttribute('data-map-state', 'ready');
  // Tiles are drawn from the fake tile server, never the internet.
  await expect(mapCanvas(page).locator(`img.leaflet-tile-loaded[src^="${FAKE_TILES}13/"]`).first()).toBeVisible();
}

test('the map: Leaflet loads near the viewport, centred on the city at zoom 13, 618.18px high, tiles from the configured host', async ({
  page,
}) => {
  const leaflet: string[] = [];
  page.on('request', (request) => {
    if (/leaflet-map-.*\.(js|css)$/.test(request.url())) leaflet.push(request.url());
  });
  await page.goto(SARATOGA);
  await expectHydrated(page);
  // The page in use, the map far below: its library is not fetched yet.
  expect(leaflet).toEqual([]);
  await expect(mapCanvas(page)).toHaveAttribute('data-map-state', 'idle');

  await drawnMap(page);
  expect(leaflet.some((url) => url.endsWith('.js'))).toBe(true);
  expect(leaflet.some((url) => url.endsWith('.css'))).toBe(true);
  expect(await mapView(page)).toEqual({ ...CENTRE, zoom: 13 });
  // 618.18px, as Chromium lays it out (in 1/64 px).
  const height = await mapCanvas(page).evaluate((element) =>
    parseFloat(getComputedStyle(element.parentElement as HTMLElement).height),
  );
  expect(height).toBeCloseTo(618.18, 1);
  await expect(mapCanvas(page).locator('.leaflet-control-attribution')).toContainText('© OpenStreetMap contributors');
  await expect(
    mapSection(page).getByRole('link', { name: 'View Saratoga, California on OpenStreetMap' }),
  ).toHaveAttribute('href', osmLink);
  await expect(subNav(page).getByRole('link', { name: 'Map', exact: true })).toBeVisible();
  await mapSection(page).screenshot({ path: `${SHOTS}/map-1280.png` });
});

test('the map is keyboard-operable: tab to it, arrows pan, + and - zoom', async ({ page }) => {
  await page.goto(SARATOGA);
  await drawnMap(page);
  await mapSection(page).getByRole('heading', { name: 'Saratoga map' }).click();
  // From the section heading, Tab reaches the map (Leaflet's container, tabindex 0), described for screen readers.
  await page.keyboard.press('Tab');
  await expect(mapCanvas(page)).toBeFocused();
  await expect(mapCanvas(page)).toHaveAccessibleDescription(
    'Select the map, then use the arrow keys to move it and + or - to zoom.',
  );

  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await mapView(page)).lng).toBeGreaterThan(CENTRE.lng);
  await page.keyboard.press('+');
  await expect.poll(async () => (await mapView(page)).zoom).toBe(14);
  // One key at a time: Leaflet ignores a zoom key while its zoom animation runs.
  await page.keyboard.press('-');
  await expect.poll(async () => (await mapView(page)).zoom).toBe(13);
  await page.keyboard.press('-');
  await expect.poll(async () => (await mapView(page)).zoom).toBe(12);
  // The zoom buttons work from the keyboard too.
  await mapCanvas(page).getByRole('button', { name: 'Zoom in' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await mapView(page)).zoom).toBe(13);
});

test('without JavaScript: the map is a frame with a static link to the city on OpenStreetMap; the contacts read', async ({
  browser,
  baseURL,
}) => {
  await withoutJavaScript(
    browser,
    async (page) => {
      await page.goto(SARATOGA);
      await expect(mapCanvas(page)).toHaveAttribute('data-map-state', 'idle');
      await expect(mapSection(page).getByText('Map of Saratoga, California', { exact: true })).toBeVisible();
      await expect(
        mapSection(page).getByRole('link', { name: 'View Saratoga, California on OpenStreetMap' }),
      ).toHaveAttribute('href', osmLink);
      await expect(page.locator('.leaflet-container')).toHaveCount(0);
      await expect(contacts(page).getByRole('table')).toBeVisible();
      await mapSection(page).screenshot({ path: `${SHOTS}/map-no-js.png` });
    },
    { baseURL },
  );
});

test('key contacts: the seeded sample contacts, phone and email as links, a Print button', async ({
  page,
  request,
}) => {
  const html = await serverHtml(request, SARATOGA);
  expect(html).toContain('Sample contact — replace via content import');

  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.goto(SARATOGA);
  const table = contacts(page).getByRole('table', { name: 'Key contacts, Saratoga, California' });
  await expect(table.getByRole('row')).toHaveCount(5);
  const clerk = table.getByRole('row', { name: /Sample City Clerk/ });
  await expect(clerk).toContainText('Sample contact — replace via content import');
  await expect(clerk.getByRole('link', { name: '(555) 555-0110' })).toHaveAttribute('href', 'tel:5555550110');
  await expect(clerk.getByRole('link', { name: 'clerk@saratoga-ca.example' })).toHaveAttribute(
    'href',
    'mailto:clerk@saratoga-ca.example',
  );
  await expect(subNav(page).getByRole('link', { name: 'Key contacts' })).toHaveAttribute('href', '#key-contacts');

  await contacts(page).getByRole('button', { name: 'Print' }).click();
  // A press before the app has arrived is replayed once it has: the print dialog opens then, once.
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test("printed: the logo, the city's name and the contacts table only", async ({ page }) => {
  await page.goto(SARATOGA);
  await drawnMap(page);
  await page.emulateMedia({ media: 'print' });
  const header = page.locator('[data-print-header]');
  await expect(header).toBeVisible();
  await expect(header.getByRole('heading', { name: 'Saratoga, California' })).toBeVisible();
  await expect(header).toContainText('CivicBrief');
  await expect(contacts(page).getByRole('table')).toBeVisible();
  for (const gone of [
    page.getByRole('navigation', { name: 'Sections of the Saratoga page' }),
    page.getByRole('heading', { level: 1 }),
    mapSection(page),
    contacts(page).getByRole('button', { name: 'Print' }),
    contacts(page).getByRole('heading', { name: 'Saratoga key contacts' }),
    page.getByRole('contentinfo'),
    page.locator('header nav, nav[aria-label="Main"]').first(),
  ]) {
    await expect(gone).toBeHidden();
  }
  // Nothing else on paper: the only visible text is the header's and the table's.
  const printed = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').trim());
  const expected = await page.evaluate(() =>
    [document.querySelector('[data-print-header]'), document.querySelector('#key-contacts table')]
      .map((element) => (element as HTMLElement).innerText)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  expect(printed).toBe(expected);
  await page.screenshot({ path: `${SHOTS}/contacts-print.png`, fullPage: true });
  const pdf = await page.pdf({ path: `${SHOTS}/contacts-print.pdf`, format: 'Letter', printBackground: false });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

for (const viewport of VIEWPORTS) {
  test(`axe clean with the map drawn and the contacts, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(SARATOGA);
    await drawnMap(page);
    await contacts(page).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/city-${viewport.width}.png`, fullPage: true });
    await contacts(page).screenshot({ path: `${SHOTS}/contacts-${viewport.width}.png` });
    // A phone gets one card per contact, a wider screen the table.
    const narrow = viewport.width < 768;
    await expect(contacts(page).getByRole('list', { name: 'Key contacts, Saratoga, California' })).toBeVisible({
      visible: narrow,
    });
    await expect(contacts(page).getByRole('table')).toBeVisible({ visible: !narrow });
  });
}
