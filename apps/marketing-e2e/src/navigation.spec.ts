import type { Page } from '@playwright/test';
import { expect, expectKeyboardMenu, expectPhoneMenu, navbarMenu, test } from '@civicbrief/e2e-support';

/** Picks an entry of the home page's Industry menu and checks the page it leads to. */
async function followIndustryEntry(page: Page, entry: string, url: string, heading: string): Promise<void> {
  await page.goto('/');
  const { opener, menu } = await navbarMenu(page, 'Industry');
  await opener.click();
  await menu.getByRole('link', { name: entry }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(menu).toBeHidden();
}

test('the Industry menu opens and is walked with the keyboard', async ({ page }) => {
  await page.goto('/');
  await expectKeyboardMenu(page, 'Industry', ['Real Estate Developers', 'Government']);
});

test('an Industry entry leads to its page', async ({ page }) => {
  await followIndustryEntry(
    page,
    'Real Estate Developers',
    '/real-estate',
    'Local decisions move markets. See them first.',
  );
});

test("the hero's Book a demo leads to the home page's Book a Demo panel, the navbar's to the contact page's form", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Book a demo' }).click();
  await expect(page).toHaveURL('/#contact-form');
  await expect(page.locator('#contact-form').getByRole('heading', { name: 'Book a demo' })).toBeInViewport();
  await expect(page.locator('#contact-form').getByRole('form', { name: 'Book a demo' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact for a demo' }).click();
  await expect(page).toHaveURL('/contact#contact-form');
  await expect(page.locator('#contact-form').getByRole('form', { name: 'Book a demo' })).toBeInViewport();
  await expect(page).toHaveTitle('Contact CivicBrief | CivicBrief');
});

test('on a phone the hamburger menu opens, offers every entry and closes with Escape', async ({ page }) => {
  await expectPhoneMenu(page, '/', ['About', 'Real Estate Developers', 'Government', 'Contact for a demo']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Industry menu opens, is walked with the keyboard and its entries load their page', async ({ page }) => {
    await page.goto('/');
    await expectKeyboardMenu(page, 'Industry', ['Real Estate Developers', 'Government']);
    await followIndustryEntry(
      page,
      'Real Estate Developers',
      '/real-estate',
      'Local decisions move markets. See them first.',
    );
  });

  test('on a phone the hamburger menu opens, offers every entry and closes', async ({ page }) => {
    await expectPhoneMenu(page, '/', ['About', 'Real Estate Developers', 'Government', 'Contact for a demo']);
  });
});

test('a link to another app of the site loads that page', async ({ page }) => {
  await followIndustryEntry(
    page,
    'Government',
    '/government',
    'Every resident deserves to know what their council decided',
  );
});
