import type { Page } from '@playwright/test';
import { expect, MOBILE_VIEWPORT, test } from '@civicbrief/e2e-support';

async function tabTo(page: Page, name: string): Promise<void> {
  const target = page.getByRole('button', { name, exact: true });
  for (let presses = 0; presses < 15; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached the "${name}" button`);
}

test('the Industry menu opens and is walked with the keyboard', async ({ page }) => {
  await page.goto('/');
  await tabTo(page, 'Industry');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Real Estate Developers' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Government' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Industry', exact: true })).toBeFocused();
});

test('an Industry entry leads to its page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Industry', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Real Estate Developers' }).click();
  await expect(page).toHaveURL('/real-estate');
  await expect(page.getByRole('heading', { level: 1, name: 'Local decisions move markets. See them first.' })).toBeVisible();
});

test('Book a demo leads to the contact form section', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Book a demo' }).click();
  await expect(page).toHaveURL('/contact#contact-form');
  await expect(page.getByRole('heading', { name: 'Book a demo' })).toBeVisible();
  await expect(page).toHaveTitle('Contact | CivicBrief');
});

test('on a phone the hamburger menu opens, offers every entry and closes with Escape', async ({ page }) => {
  await page.setViewportSize(MOBILE_VIEWPORT);
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const name of ['About', 'Real Estate Developers', 'Government', 'Contact for a demo']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
});

test('a link to another app of the site loads that page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Industry', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Government' }).click();
  await expect(page).toHaveURL('/ai-policy-resources');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Policy Resources' })).toBeVisible();
});
