import type { Page } from '@playwright/test';
import {
  DESKTOP_VIEWPORT,
  expect,
  JS_BUDGET_KIB,
  expectJavaScriptWithin,
  expectNoAxeViolations,
  MOBILE_VIEWPORT,
  plainTest,
  serverHtml,
  test,
  watchErrors,
  withoutJavaScript,
} from '@civicbrief/e2e-support';
import { SARATOGA } from './support/meetings';

// Search across every city (decision 035), through the front door against the seeded content.
// Screens go to SHOTS_DIR (default /tmp/hA/shots).
const SHOTS = process.env['SHOTS_DIR'] ?? '/tmp/hA/shots';

const messages = {
  empty: 'Type words to look for in every city’s meeting summaries, agendas and articles.',
  noResults: 'No meeting summaries, agendas or articles match your search.',
  onlyCommonWords: 'Your search has only very common words (such as “the” or “and”). Please add a more specific word.',
  onlyExclusions: 'Your search only leaves words out (such as “-budget”). Please add a word to look for.',
  tooLong: 'Please use at most 200 characters.',
  badDate: 'Please enter a date as YYYY-MM-DD.',
};

// A busy two-core test machine: a search and axe over a page of results each take seconds there.
test.slow();

const form = (page: Page) => page.getByRole('search', { name: 'Meetings and articles' });
const results = (page: Page) => page.getByRole('region', { name: /results? for/ });
const resultItems = (page: Page) => results(page).getByRole('listitem');
const filters = (page: Page) =>
  page.locator('details').filter({ has: page.locator('summary', { hasText: 'Filters' }) });

test('the navbar box searches every city: ranked results with the words marked, the URL shareable, axe clean', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await page.goto(SARATOGA);
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search meetings and articles' });
  await box.fill('council');
  await box.press('Enter');

  // A plain GET form: a whole new document.
  await page.waitForURL(/\/search\?q=council$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search every city' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Words to look for' })).toHaveValue('council');
  await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(/results? for “council”/);
  await expect(resultItems(page)).toHaveCount(20);
  await expect(resultItems(page).first().locator('mark').first()).toHaveText(/council/i);
  await expect(page.getByRole('link', { name: 'Alert me about new matches' })).toHaveAttribute(
    'href',
    '/alerts/new?q=council',
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/search-desktop.png`, fullPage: true });

  // A result is its page.
  const first = resultItems(page).first().getByRole('heading').getByRole('link');
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('filters by state, city and meeting type, then pages through the results (JavaScript on)', async ({ page }) => {
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await page.goto('/search?q=council');
  await filters(page).locator('summary').click();
  await form(page).getByLabel('State', { exact: true }).selectOption('ca');
  await form(page).getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]state=ca(&|$)/);

  // The state's cities are offered once the state is chosen.
  await form(page).getByLabel('City', { exact: true }).selectOption('saratoga');
  await form(page).getByLabel('Meeting type').selectOption('city-council');
  await form(page).getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/search\?q=council&state=ca&city=saratoga&type=city-council$/);
  await expect(filters(page)).toHaveAttribute('open', '');
  await expect(resultItems(page).first()).toBeVisible();
  for (const meta of await resultItems(page).locator('p:first-of-type').allTextContents()) {
    expect(meta).toContain('City Council');
    expect(meta).toContain('Saratoga, CA');
  }
  await expect(page.getByRole('link', { name: 'Alert me about new matches' })).toHaveAttribute(
    'href',
    '/alerts/new?q=council&state=ca&city=saratoga&type=city-council',
  );

  const paging = page.getByRole('navigation', { name: 'Result pages' });
  await expect(paging).toContainText(/Page 1 of \d+/);
  await paging.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/type=city-council&page=2$/);
  await expect(paging).toContainText(/Page 2 of \d+/);
  await expect(paging.getByRole('link', { name: 'Previous page' })).toBeVisible();
  await expect(results(page).locator('ol')).toHaveAttribute('start', '21');
  await expectNoAxeViolations(page);
});

test('works without JavaScript: the form, the filters and the paging are plain GETs', async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto('/search');
    await expect(page.getByText(messages.empty)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Words to look for' }).fill('"city council" budget');
    await form(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=%22city\+council%22\+budget/);
    await expect(resultItems(page).first()).toBeVisible();

    await filters(page).locator('summary').click();
    await form(page).getByLabel('State', { exact: true }).selectOption('ca');
    await form(page).getByLabel('Published from').fill('2025-01-01');
    await form(page).getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/state=ca/);
    await expect(page).toHaveURL(/from=2025-01-01/);
    const paging = page.getByRole('navigation', { name: 'Result pages' });
    await paging.getByRole('link', { name: 'Next page' }).click();
    await expect(paging).toContainText(/Page 2 of/);
    await expect(form(page).getByLabel('Published from')).toHaveValue('2025-01-01');
  });
});

test('a phone gets a search link in the header and the full form on the page', async ({ page }) => {
  await page.setViewportSize(MOBILE_VIEWPORT);
  await page.goto(SARATOGA);
  await expect(page.getByRole('banner').getByRole('searchbox')).toBeHidden();
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await page.getByRole('searchbox', { name: 'Words to look for' }).fill('zoning');
  await page.getByRole('searchbox', { name: 'Words to look for' }).press('Enter');
  await expect(resultItems(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/search-phone.png`, fullPage: true });
});

// The refused search is a 400 document on purpose: its status is the only console error allowed.
plainTest(
  'says so when nothing matches, when the words are too common, and when the search is refused',
  async ({ page, request }) => {
    plainTest.slow();
    const errors = watchErrors(page, 400);
    await page.goto('/search?q=xylophonequokka');
    await expect(page.getByText(messages.noResults)).toBeVisible();
    await expect(results(page).getByRole('heading')).toHaveText('0 results for “xylophonequokka”');
    await page.goto('/search?q=the+and');
    await expect(page.getByText(messages.onlyCommonWords)).toBeVisible();
    await page.goto('/search?q=-budget');
    await expect(page.getByText(messages.onlyExclusions)).toBeVisible();

    const refused = await page.goto(`/search?q=council&from=2025-02-30`);
    expect(refused?.status()).toBe(400);
    await expect(form(page).getByLabel('Published from')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(messages.badDate)).toBeVisible();
    await expectNoAxeViolations(page);

    const tooLong = await request.get(`/search?q=${'x'.repeat(201)}`);
    expect(tooLong.status()).toBe(400);
    expect(await tooLong.text()).toContain(messages.tooLong);
    expect(errors).toEqual([]);
  },
);

test('is kept a minute by shared caches, not indexed, and shows a query as text', async ({ request }) => {
  const response = await request.get('/search?q=council');
  expect(response.headers()['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=600');
  const html = await serverHtml(request, '/search?q=council');
  expect(html).toContain('<meta name="robots" content="noindex, follow"/>');

  const hostile = await serverHtml(request, `/search?q=${encodeURIComponent('<script>alert(1)</script> council')}`);
  expect(hostile).not.toContain('<script>alert(1)</script>');
  expect(hostile).toContain('&lt;script&gt;alert(1)&lt;/script&gt; council');
});

test('the search page fetches at most the civic JavaScript budget untouched (decision 021)', async ({ page }) => {
  await expectJavaScriptWithin(page, '/search?q=council', JS_BUDGET_KIB.civic);
});
