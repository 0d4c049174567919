import { expect, expectKeyboardMenu, expectPhoneMenu, test } from '@civicbrief/e2e-support';

test('the Our cities menu opens and is walked with the keyboard', async ({ page }) => {
  await page.goto('/california');
  await expectKeyboardMenu(page, 'Our cities', ['Saratoga', 'Palo Alto'], async (menu) => {
    await expect(menu.getByRole('menuitem', { name: 'Palo Alto' })).toHaveAttribute(
      'href',
      '/ca/santa-clara-county/palo-alto',
    );
  });
});

test('on a phone the hamburger menu opens, offers the cities and About, and closes with Escape', async ({ page }) => {
  await expectPhoneMenu(page, '/california', ['Saratoga', 'Palo Alto', 'About']);
});

test('About, a page of the marketing app, opens from the civic navbar', async ({ page }) => {
  await page.goto('/california');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Local decisions shape daily life. Following them should take minutes.' })).toBeVisible();
  await expect(page).toHaveTitle('About CivicBrief | CivicBrief');
});
