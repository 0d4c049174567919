import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has the focus (no press if it has it already); fails after `maxPresses`. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let presses = 0; ; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    if (presses === maxPresses) throw new Error(`Tab never reached ${target}`);
    await page.keyboard.press('Tab');
  }
}

/** Reaches each text box of `scope` with Tab and types its text, in order. */
export async function tabAndType(
  page: Page,
  scope: Page | Locator,
  texts: [name: string, text: string][],
  maxPresses?: number,
): Promise<void> {
  for (const [name, text] of texts) {
    await tabTo(page, scope.getByRole('textbox', { name }), maxPresses);
    await page.keyboard.type(text);
  }
}

/**
 * With the keyboard only: ticks `terms` with Space, sends the form with Enter on `submit`, and the `thanks`
 * heading takes the focus.
 */
export async function agreeAndSubmitByKeyboard(
  page: Page,
  { terms, submit, thanks }: { terms: Locator; submit: Locator; thanks: Locator },
  maxPresses?: number,
): Promise<void> {
  await tabTo(page, terms, maxPresses);
  await page.keyboard.press('Space');
  await tabTo(page, submit, maxPresses);
  await page.keyboard.press('Enter');
  await expect(thanks).toBeFocused();
}
