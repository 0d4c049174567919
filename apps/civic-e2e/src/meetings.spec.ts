import {
  DESKTOP_VIEWPORT,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  MOBILE_VIEWPORT,
  plainTest,
  screenshotPath,
  serverHeading,
  serverHtml,
  test,
  watchErrors,
} from '@civicbrief/e2e-support';
import { SARATOGA, slugsContaining } from './support/meetings';

const city = SARATOGA.slice(1);
const breadcrumb = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Breadcrumb' });
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

async function firstSlug(request: import('@playwright/test').APIRequestContext, contains: string): Promise<string> {
  const [slug] = await slugsContaining(request, contains, 1);
  expect(slug, `a seeded page containing ${contains}`).toBeTruthy();
  return slug as string;
}

test('a planning summary shows its date, summary, blocks and related articles, with a linked listing in the breadcrumb', async ({
  page,
  request,
}) => {
  const slug = await firstSlug(request, `${city}/summary/planning-commission-agenda-summary-`);
  const iso = slug.slice(-10);
  const html = await serverHtml(request, `/${slug}`);
  expect(serverHeading(html)).toContain('Saratoga Planning Commission');

  await page.goto(`/${slug}`);
  await expect(page.getByText(longDate(iso), { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Meeting details' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Related articles' }).getByRole('listitem').first()).toBeVisible();

  const crumbs = breadcrumb(page);
  await expect(crumbs.getByRole('link', { name: 'Gov Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'Santa Clara County' })).toHaveAttribute(
    'href',
    '/ca/santa-clara-county',
  );
  await expect(crumbs.getByRole('link', { name: 'Saratoga' })).toHaveAttribute('href', SARATOGA);
  await expect(crumbs.getByRole('link', { name: 'Summary' })).toHaveAttribute(
    'href',
    `${SARATOGA}/summary/planning-commission-meeting-summary-${iso.slice(0, 4)}`,
  );
  await expect(crumbs.getByRole('link', { name: longDate(iso) })).toHaveAttribute('aria-current', 'page');

  await crumbs.getByRole('link', { name: 'Summary' }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Saratoga Planning Commission Meeting Summaries ${iso.slice(0, 4)} (Sample)`,
    }),
  ).toBeVisible();
  await expect(breadcrumb(page).getByRole('link', { name: iso.slice(0, 4) })).toHaveAttribute('aria-current', 'page');
});

test('a breadcrumb entry whose page does not exist is shown disabled, not linked', async ({ page, request }) => {
  const slug = await firstSlug(request, `${city}/agenda/city-council-meeting-agenda-summary-`);
  await page.goto(`/${slug}`);
  const crumbs = breadcrumb(page);
  // City council meetings have no yearly listing page, and '{city}/agenda' is no page either.
  await expect(crumbs.getByText('Agenda', { exact: true })).toHaveAttribute('aria-disabled', 'true');
  await expect(crumbs.getByRole('link', { name: 'Agenda' })).toHaveCount(0);
});

test('the table of contents is an accordion of links on desktop', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP_VIEWPORT);
  const slug = await firstSlug(request, `${city}/summary/city-council-meeting-summary-`);
  await page.goto(`/${slug}`);
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  await expect(toc.getByLabel('Jump to a section')).toBeHidden();
  const link = toc.getByRole('link').nth(1);
  const hash = (await link.getAttribute('href')) ?? '';
  // Content ids are in the user-content- namespace (content-client), never one of the app's.
  expect(hash).toMatch(/^#user-content-[a-z0-9-]+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  await expect(page.locator(hash)).toBeInViewport();
  // Its topics are <details>, open at first; a topic folds from its summary and opens again with Space.
  const topic = toc.locator('details').first();
  await expect(topic).toHaveAttribute('open', '');
  await topic.locator('summary').click();
  await expect(topic).not.toHaveAttribute('open');
  await topic.locator('summary').press(' ');
  await expect(topic).toHaveAttribute('open', '');
});

test('the table of contents is a dropdown on a phone', async ({ page, request }) => {
  await page.setViewportSize(MOBILE_VIEWPORT);
  const slug = await firstSlug(request, `${city}/summary/city-council-meeting-summary-`);
  await page.goto(`/${slug}`);
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  // The accordion is for large screens: its links are not shown on a phone.
  await expect(toc.getByRole('link')).toHaveCount(0);
  const select = toc.getByLabel('Jump to a section');
  await expect(select).toBeVisible();
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value ?? '');
  await expect(page).toHaveURL(new RegExp(`#${value}$`));
  await expect(page.locator(`#${value}`)).toBeInViewport();
});

test('an unknown meeting page is a real 404', async ({ request }) => {
  const html = await serverHtml(request, `${SARATOGA}/summary/city-council-meeting-summary-1999-01-01`, 404);
  expect(serverHeading(html)).toBe('Page not found');
  await serverHtml(
    request,
    `/ca/santa-clara-county/atlantis/agenda/city-council-meeting-agenda-summary-2025-01-01`,
    404,
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a meeting page reads, its table of contents and breadcrumb links work', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP_VIEWPORT);
    const slug = await firstSlug(request, `${city}/summary/city-council-meeting-summary-`);
    await page.goto(`/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Saratoga City Council Meeting Summary');
    const link = page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link').first();
    const hash = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    await breadcrumb(page).getByRole('link', { name: 'Saratoga' }).click();
    await expect(page).toHaveURL(SARATOGA);
    await expect(page.getByRole('heading', { level: 1, name: 'Saratoga, California' })).toBeVisible();
  });
});

test('a meeting page has no accessibility violations at 1280px and 390px', async ({ page, request }) => {
  const slug = await firstSlug(request, `${city}/summary/planning-commission-agenda-summary-`);
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await page.goto(`/${slug}`);
  await expectNoAxeViolations(page);
  await page.setViewportSize(MOBILE_VIEWPORT);
  await expectNoAxeViolations(page);
});

const meetingsSection = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Meeting summaries' });
const yearTabs = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Meeting summaries by year' });
const MEETINGS_FAILED = "Oops! We're having trouble fetching the recent meetings summaries.";

test('the year tabs default to the current year', async ({ page }) => {
  await page.goto(SARATOGA);
  const current = String(new Date().getUTCFullYear());
  await expect(yearTabs(page).getByRole('link', { name: current })).toHaveAttribute('aria-current', 'true');
});

plainTest(
  "a year tab whose data request answers 500 shows the spec's message with a retry in place of the list; the page stays and the retry recovers",
  async ({ page }) => {
    const errors = watchErrors(page, 500);
    let fail = true;
    await page.route(/\/meetings\?year=/, (route) =>
      fail ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.fallback(),
    );
    await page.goto(SARATOGA);
    // The failing call is the app's: before it has arrived a year tab is a link the server answers.
    await expectHydrated(page);
    const tabs = yearTabs(page).getByRole('link');
    const older = (await tabs.first().textContent()) ?? '';
    await yearTabs(page).getByRole('link', { name: older }).click();
    const alert = meetingsSection(page).getByRole('alert');
    await expect(alert).toHaveText(new RegExp(MEETINGS_FAILED.replace(/[.?!]/g, '\\$&')));
    await expect(meetingsSection(page).getByRole('list', { name: /^Meeting summaries from / })).toHaveCount(0);
    // The rest of the page stays: its heading, the tabs, the other sections.
    await expect(page.getByRole('heading', { level: 1, name: 'Saratoga, California' })).toBeVisible();
    await expect(yearTabs(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    for (const viewport of [DESKTOP_VIEWPORT, MOBILE_VIEWPORT]) {
      await page.setViewportSize(viewport);
      await meetingsSection(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`meetings-error-${viewport.width}.png`) });
    }
    fail = false;
    await alert.getByRole('link', { name: 'Try again' }).click();
    await expect(meetingsSection(page).getByRole('list', { name: `Meeting summaries from ${older}` })).toBeVisible();
    await expect(meetingsSection(page).getByRole('alert')).toHaveCount(0);
    // Nothing but the 500 the test caused: no script error, no hydration mismatch.
    expect(errors).toEqual([]);
  },
);

plainTest(
  "'Show more' whose data request gets no answer shows the message with a retry, and the retry appends the page",
  async ({ page }) => {
    const errors = watchErrors(page, 500);
    let fail = true;
    await page.route(/\/meetings\?year=/, (route) => (fail ? route.abort('failed') : route.fallback()));
    await page.goto(SARATOGA);
    const cards = meetingsSection(page)
      .getByRole('list', { name: /^Meeting summaries from / })
      .getByRole('listitem');
    const more = meetingsSection(page).getByRole('link', { name: 'Show more' });
    if ((await more.count()) === 0) {
      // The current year may have 4 or fewer summaries: the first tab with more has the button.
      for (const tab of await yearTabs(page).getByRole('link').all()) {
        await page.goto(`${(await tab.getAttribute('href')) ?? ''}`);
        if ((await more.count()) > 0) break;
      }
    }
    // The failing call is the app's: before it has arrived 'Show more' is a link the server answers.
    await expectHydrated(page);
    const before = await cards.count();
    await more.click();
    const alert = meetingsSection(page).getByRole('alert');
    await expect(alert).toContainText(MEETINGS_FAILED);
    await expect(page.getByRole('heading', { level: 1, name: 'Saratoga, California' })).toBeVisible();
    fail = false;
    await alert.getByRole('link', { name: 'Try again' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    await expect(meetingsSection(page).getByRole('alert')).toHaveCount(0);
    // Nothing but the failed request the test caused.
    expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
  },
);
