import type { Page } from '@playwright/test';
import {
  DESKTOP_VIEWPORT,
  expect,
  expectNoAxeViolations,
  MOBILE_VIEWPORT,
  plainTest,
  screenshotPath,
  serverHeading,
  serverHtml,
  test,
  watchErrors,
  withoutJavaScript,
} from '@civicbrief/e2e-support';

const INDEX = '/presidential-election';

/** The first race of the presidential index and its first candidate, read from the pages themselves. */
async function firstRace(page: Page): Promise<{ racePath: string; slug: string; name: string }> {
  await page.goto(INDEX);
  const racePath = await page.getByRole('list', { name: 'Races' }).getByRole('link').first().getAttribute('href');
  expect(racePath).toMatch(/^\/presidential-election\/[a-z0-9-]+-race$/);
  await page.goto(racePath ?? '');
  const option = page.getByRole('combobox', { name: 'Select a candidate' }).locator('option').nth(1);
  const slug = (await option.getAttribute('value')) ?? '';
  const name = ((await option.textContent()) ?? '').replace(/^Candidate: /, '');
  return { racePath: racePath ?? '', slug, name };
}

test('every voter guide index renders on the server with race cards', async ({ request }) => {
  for (const [path, title] of [
    ['/presidential-election', 'Presidential Election Voter Guide'],
    ['/state-level-elections', 'State-Level Elections Voter Guide'],
    ['/county-level-elections', 'County-Level Elections Voter Guide'],
    ['/city-level-elections', 'City-Level Elections Voter Guide'],
  ]) {
    const html = await serverHtml(request, path);
    expect(serverHeading(html)).toBe(title);
    expect(html).toContain(`<title>${title} | CivicBrief</title>`);
    expect(html).toMatch(new RegExp(`href="${path}/[a-z0-9-]+-race"`));
  }
});

test("'Show more' adds race cards as a real link", async ({ page }) => {
  await page.goto('/city-level-elections');
  const races = page.getByRole('list', { name: 'Races' }).getByRole('listitem');
  await expect(races).toHaveCount(24);
  await page.getByRole('link', { name: /^Show \d+ more races$/ }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(races).toHaveCount(48);
});

test('choosing a candidate shows their guide and puts ?candidate= in the URL', async ({ page }) => {
  const { racePath, slug, name } = await firstRace(page);
  await expect(page.getByText('Choose a candidate to read where they stand on the issues.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Select a candidate' }).selectOption(slug);
  await expect(page).toHaveURL(`${racePath}?candidate=${slug}`);
  await expect(page.getByRole('heading', { level: 2, name: `Voter Guide for ${name}` })).toBeVisible();
  await expect(page.locator('h3#user-content-about-the-candidate')).toHaveText('About the Candidate');
});

test('?candidate= preselects the candidate; the guide has topics, share links and a print header', async ({ page }) => {
  const { racePath, slug, name } = await firstRace(page);
  await page.goto(`${racePath}?candidate=${slug}`);
  await expect(page.getByRole('combobox', { name: 'Select a candidate' })).toHaveValue(slug);

  const topics = page.getByRole('navigation', { name: 'Topics' });
  await topics.getByRole('link', { name: 'Background' }).click();
  await expect(page).toHaveURL(/#user-content-background$/);
  await expect(page.getByRole('heading', { level: 4, name: 'Background' })).toBeInViewport();

  const facebook = page.getByRole('link', { name: 'Share on Facebook' });
  const shared = new URL(new URL((await facebook.getAttribute('href')) ?? '').searchParams.get('u') ?? '');
  expect(shared.pathname).toBe(`${racePath}/${slug}`);
  expect(Object.fromEntries(shared.searchParams)).toEqual({
    utm_source: 'facebook',
    utm_medium: 'social',
    utm_campaign: 'share',
  });
  for (const label of ['Share on Nextdoor', 'Share on LinkedIn', 'Share on X (Twitter)', 'Share by email']) {
    await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', /utm_medium(=|%3D)social/);
  }

  await expect(page.getByRole('button', { name: 'Print guide' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-print-header]')).toBeVisible();
  await expect(page.locator('[data-print-header]')).toContainText(`Voter Guide for ${name}`);
  await expect(page.getByRole('button', { name: 'Print guide' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Topics' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
});

test("a candidate's path is the single-guide page", async ({ page, request }) => {
  const { racePath, slug, name } = await firstRace(page);
  const html = await serverHtml(request, `${racePath}/${slug}`);
  expect(serverHeading(html)).toMatch(new RegExp(`^${name}: Candidate for`));
  expect(html).toContain(`<title>Voter Guide for ${name} | CivicBrief</title>`);
  await page.goto(`${racePath}/${slug}`);
  await expect(page.getByRole('combobox', { name: 'Select a candidate' })).toHaveValue(slug);
  await expect(page.getByRole('navigation', { name: 'Topics' })).toBeVisible();
  expect((await request.get(`${racePath}/no-such-candidate`)).status()).toBe(404);
  expect((await request.get('/presidential-election/no-such-race')).status()).toBe(404);
});

test('without JavaScript the voter pages read and the candidate form submits', async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    const { racePath, slug, name } = await firstRace(page);
    await page.getByRole('combobox', { name: 'Select a candidate' }).selectOption(slug);
    await page.getByRole('button', { name: 'Show guide' }).click();
    await expect(page).toHaveURL(`${racePath}?candidate=${slug}`);
    await expect(page.getByRole('heading', { level: 2, name: `Voter Guide for ${name}` })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Background' }),
    ).toBeVisible();
  });
});

test('voter guide pages have no accessibility violations at 1280px and 390px', async ({ page }) => {
  const { racePath, slug } = await firstRace(page);
  for (const path of [INDEX, racePath, `${racePath}?candidate=${slug}`, `${racePath}/${slug}`]) {
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto(path);
    await expectNoAxeViolations(page);
    await page.setViewportSize(MOBILE_VIEWPORT);
    await expectNoAxeViolations(page);
  }
});

plainTest(
  "a candidate whose data request fails shows the spec's message with a retry in place of the guide, never the page error; the retry recovers",
  async ({ page }) => {
    const errors = watchErrors(page, 500);
    const { racePath, slug, name } = await firstRace(page);
    let mode: 'ok' | '500' | 'none' = '500';
    await page.route(/[?&]_data=/, (route) => {
      const url = new URL(route.request().url());
      // Only the race route's data request: the root's (revalidated with it) answers as usual.
      if (url.searchParams.get('candidate') !== slug || url.searchParams.get('_data') === 'root' || mode === 'ok')
        return route.fallback();
      return mode === '500' ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.abort('failed');
    });
    for (const failure of ['500', 'none'] as const) {
      mode = failure;
      await page.goto(racePath);
      await page.getByRole('combobox', { name: 'Select a candidate' }).selectOption(slug);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText("Oops! We're having trouble fetching the information.");
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: 'Select a candidate' })).toHaveValue(slug);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong');
    }
    for (const viewport of [DESKTOP_VIEWPORT, MOBILE_VIEWPORT]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: screenshotPath(`voter-guide-error-${viewport.width}.png`), fullPage: true });
    }
    mode = 'ok';
    await page.getByRole('alert').getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Voter Guide for ${name}` })).toBeVisible();
    // Nothing but the failed requests the test caused.
    expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
  },
);
