import { expect, type Locator, type Page } from '@playwright/test';
import { MOBILE_VIEWPORT } from './a11y';
import { tabTo } from './keyboard';

/** Escape closes the open menu or dialog and gives the focus back to what opened it. */
export async function expectEscapeCloses(page: Page, popup: Locator, opener: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(opener).toBeFocused();
}

/**
 * The popover a `popovertarget` button shows and hides: the navbar's menus and the hamburger's sheet are HTML
 * popovers (they work before and without JavaScript), not ARIA menus or dialogs.
 */
export async function popoverOf(page: Page, opener: Locator): Promise<Locator> {
  const id = await opener.getAttribute('popovertarget');
  expect(id, 'a button naming its popover (popovertarget)').toBeTruthy();
  return page.locator(`[id="${id}"][popover]`);
}

/** The opener of the Main navigation's `button` menu, and the popover it shows. */
export async function navbarMenu(page: Page, button: string): Promise<{ opener: Locator; menu: Locator }> {
  const opener = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: button, exact: true });
  return { opener, menu: await popoverOf(page, opener) };
}

/**
 * The navbar's `button` menu (a disclosure: a button and a popover list of links) is reached with Tab (within
 * 15 presses) and opened with Enter, the focus staying on the button; Tab then walks its links in order;
 * `whileOpen` checks more of the open menu; Escape closes it and gives the focus back to the button.
 */
export async function expectKeyboardMenu(
  page: Page,
  button: string,
  [first, second]: [string, string],
  whileOpen: (menu: Locator) => Promise<void> = async () => undefined,
): Promise<void> {
  const { opener, menu } = await navbarMenu(page, button);
  await tabTo(page, opener, 15);
  await expect(menu).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(opener).toBeFocused();
  const links = menu.getByRole('list', { name: button }).getByRole('link');
  await expect(links.first()).toHaveText(first);
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: first })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: second })).toBeFocused();
  await whileOpen(menu);
  await expectEscapeCloses(page, menu, opener);
}

/**
 * On a phone, `path`'s hamburger button opens the menu sheet (a popover headed 'Menu') with these links; its
 * 'Close menu' button closes it, and so does Escape, which gives the focus back to the hamburger.
 */
export async function expectPhoneMenu(page: Page, path: string, links: string[]): Promise<void> {
  await page.setViewportSize(MOBILE_VIEWPORT);
  await page.goto(path);
  const open = page.getByRole('button', { name: 'Open menu' });
  const menu = await popoverOf(page, open);
  await expect(menu).toBeHidden();
  await open.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('heading', { name: 'Menu' })).toBeVisible();
  for (const name of links) await expect(menu.getByRole('link', { name })).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await open.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: links[0] }).focus();
  await expectEscapeCloses(page, menu, open);
}
