import { cityCount } from '@civicbrief/locations';
import {
  expect,
  expectNoAxeViolations,
  expectNotFoundPage,
  expectServerPage,
  MOBILE_VIEWPORT,
  test,
} from '@civicbrief/e2e-support';

test('a state page renders on the server with its styles, title and canonical link, without structured data', async ({
  request,
  baseURL,
}) => {
  await expectServerPage(request, baseURL, {
    path: '/california',
    title: 'California cities | CivicBrief',
    heading: 'California cities',
    jsonLd: false,
  });
});

test('the state grid shows a card per state with its city count and links to each state', async ({ page }) => {
  await page.goto('/california');
  const states = page.getByRole('navigation', { name: 'States' });
  const current = states.getByRole('link', { name: /^California/ });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toContainText(`${cityCount('California')} cities`);

  await states.getByRole('link', { name: /^Oregon/ }).click();
  await expect(page).toHaveURL('/oregon');
  await expect(page.getByRole('heading', { level: 1, name: 'Oregon cities' })).toBeVisible();
  await expect(page).toHaveTitle('Oregon cities | CivicBrief');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/oregon$/);
});

test('the state page has no accessibility violations on desktop and at 390px', async ({ page }) => {
  await page.goto('/california');
  await expectNoAxeViolations(page);
  await page.setViewportSize(MOBILE_VIEWPORT);
  await expectNoAxeViolations(page);
});

for (const path of ['/atlantis', '/ca/no-such-county/no-such-city/extra']) {
  test(`${path} is a real 404 page`, async ({ request, page }) => {
    const html = await expectNotFoundPage(request, page, path);
    expect(html).toContain('<title>Page not found | CivicBrief</title>');
    await expectNoAxeViolations(page);
  });
}
