import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectServerPage, MOBILE_VIEWPORT, serverHeading, serverHtml, test } from '@civicbrief/e2e-support';

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
  const html = await serverHtml(request, '/ai-policy-resources/no-such-guide', 404);
  expect(serverHeading(html)).toBe('Page not found');
  await page.goto('/ai-policy-resources/no-such-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

async function tabTo(page: Page, name: string): Promise<void> {
  const target = page.getByRole('button', { name, exact: true });
  for (let presses = 0; presses < 15; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached the "${name}" button`);
}

test('the Our cities menu opens and is walked with the keyboard', async ({ page }) => {
  await page.goto('/ai-policy-resources');
  await tabTo(page, 'Our cities');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Saratoga' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Palo Alto' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Our cities', exact: true })).toBeFocused();
});

test('on a phone the hamburger menu opens and closes with Escape', async ({ page }) => {
  await page.setViewportSize(MOBILE_VIEWPORT);
  await page.goto('/ai-policy-resources');
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Saratoga' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
});
