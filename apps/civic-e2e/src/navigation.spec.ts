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

test('the Our cities menu opens and is walked with the keyboard', async ({ page }) => {
  await page.goto('/california');
  await tabTo(page, 'Our cities');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Saratoga' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Palo Alto' })).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'Palo Alto' })).toHaveAttribute(
    'href',
    '/ca/santa-clara-county/palo-alto',
  );
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Our cities', exact: true })).toBeFocused();
});

test('on a phone the hamburger menu opens, offers the cities and About, and closes with Escape', async ({ page }) => {
  await page.setViewportSize(MOBILE_VIEWPORT);
  await page.goto('/california');
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const name of ['Saratoga', 'Palo Alto', 'About']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
});

test('About, a page of the marketing app, opens from the civic navbar', async ({ page }) => {
  await page.goto('/california');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About CivicBrief' })).toBeVisible();
});
