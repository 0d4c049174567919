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
 * The navbar's `button` menu is reached with Tab (within 15 presses) and opened with Enter, its first entry has
 * the focus and ArrowDown moves it to the second; `whileOpen` checks more of the open menu; Escape closes it.
 */
export async function expectKeyboardMenu(
  page: Page,
  button: string,
  [first, second]: [string, string],
  whileOpen: (menu: Locator) => Promise<void> = async () => undefined,
): Promise<void> {
  const opener = page.getByRole('button', { name: button, exact: true });
  await tabTo(page, opener, 15);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: first })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: second })).toBeFocused();
  await whileOpen(menu);
  await expectEscapeCloses(page, menu, opener);
}

/** On a phone, `path`'s hamburger button opens the menu dialog with these links, and Escape closes it. */
export async function expectPhoneMenu(page: Page, path: string, links: string[]): Promise<void> {
  await page.setViewportSize(MOBILE_VIEWPORT);
  await page.goto(path);
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const name of links) await expect(menu.getByRole('link', { name })).toBeVisible();
  await expectEscapeCloses(page, menu, open);
}
