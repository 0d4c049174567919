import {
  expect,
  expectKeyboardMenu,
  expectNoAxeViolations,
  expectNotFoundPage,
  expectPhoneMenu,
  expectServerPage,
  MOBILE_VIEWPORT,
  test,
} from '@civicbrief/e2e-support';

test('AI policy resources render on the server with styles, title and canonical link, without structured data', async ({
  request,
  baseURL,
}) => {
  await expectServerPage(request, baseURL, {
    path: '/ai-policy-resources',
    title: 'AI Policy Resources | CivicBrief',
    heading: 'AI Policy Resources',
    jsonLd: false,
  });
});

test('the page shows the banner and the intro card, accessibly on desktop and at 390px', async ({ page }) => {
  await page.goto('/ai-policy-resources');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Policy Resources' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Responsible AI use in government' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize(MOBILE_VIEWPORT);
  await expectNoAxeViolations(page);
});

test('an unknown guide path is a real 404 page', async ({ request, page }) => {
  await expectNotFoundPage(request, page, '/ai-policy-resources/no-such-guide');
});

test('the Our cities menu opens and is walked with the keyboard', async ({ page }) => {
  await page.goto('/ai-policy-resources');
  await expectKeyboardMenu(page, 'Our cities', ['Saratoga', 'Palo Alto']);
});

test('on a phone the hamburger menu opens and closes with Escape', async ({ page }) => {
  await expectPhoneMenu(page, '/ai-policy-resources', ['Saratoga']);
});
