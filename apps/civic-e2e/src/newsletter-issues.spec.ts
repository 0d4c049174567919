import { expect, expectNoAxeViolations, test, VIEWPORTS } from '@civicbrief/e2e-support';
import { SARATOGA } from './support/meetings';

// The web version of a city's newsletter issue (decision 046): composed by the gateway, read without the mail.
const day = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

test("a city's newsletter issue reads on the web, from the list of its issues", async ({ page, request }) => {
  // The operators' "compose now" (the schedule runs it hourly; from the gateway's machine, no token is needed).
  expect((await request.post('/api/ops/newsletter/compose')).ok()).toBe(true);
  const list = (await (await request.get(`/api/newsletter/issues${SARATOGA}`)).json()) as {
    issues: { date: string; items: number }[];
  };
  expect(list.issues.length).toBeGreaterThan(0);
  const [latest] = list.issues;

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`${SARATOGA}/newsletter`);
    await expect(page.getByRole('heading', { level: 1, name: 'Saratoga newsletter' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: day(latest.date) }).click();
    await expect(page).toHaveURL(new RegExp(`${SARATOGA}/newsletter/${latest.date}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Saratoga newsletter, ${day(latest.date)}` }),
    ).toBeVisible();
    const sections = page.getByRole('region');
    await expect(sections.first()).toBeVisible();
    // Every item links to its own page on the site.
    const firstItem = sections.first().getByRole('listitem').first().getByRole('link');
    await expect(firstItem).toHaveAttribute('href', new RegExp(`^${SARATOGA}/`));
    await expect(page.getByRole('link', { name: 'Get the Saratoga newsletter by email' })).toHaveAttribute(
      'href',
      /^\/subscribe\?city=Saratoga&county=Santa\+Clara\+County&state=California$/,
    );
    await expectNoAxeViolations(page);
  }
});

test('a day without an issue, or a date that is not a day, is a 404', async ({ request }) => {
  expect((await request.get(`${SARATOGA}/newsletter/2026-02-30`)).status()).toBe(404);
  expect((await request.get(`${SARATOGA}/newsletter/1999-01-01`)).status()).toBe(404);
  expect((await request.get(`${SARATOGA}/newsletter/yesterday`)).status()).toBe(404);
});
