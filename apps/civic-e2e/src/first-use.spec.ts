import type { Page } from '@playwright/test';
import { expect, expectHydrated, expectJavaScriptWithin, test, uniqueEmail, useThePage } from '@civicbrief/e2e-support';
import { SARATOGA, slugsContaining } from './support/meetings';

// What a reader's phone gets before the first tap, and what that tap does (decision 021).
test.use({ hydrateOnLoad: false });

const CIVIC_BUDGET_KIB = 110;

/** Slows the app's scripts down, as on a phone network, so a visitor acts before the page has hydrated. */
async function slowScripts(page: Page, ms = 1500) {
  await page.route('**/_civic/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('every civic page loads at most 110 KiB of JavaScript before its first use (none today)', async ({ page, request }) => {
  const [summary] = await slugsContaining(request, `${SARATOGA.slice(1)}/summary/city-council-meeting-summary-`, 1);
  const [agenda] = await slugsContaining(request, `${SARATOGA.slice(1)}/agenda/city-council-meeting-agenda-summary-`, 1);
  await page.goto('/presidential-election');
  const race = await page.getByRole('list', { name: 'Races' }).getByRole('link').first().getAttribute('href');
  const pages = ['/california', '/ca/santa-clara-county', SARATOGA, `/${summary}`, `/${agenda}`, race ?? '', '/dashboard'];
  for (const path of pages) await expectJavaScriptWithin(page, path, CIVIC_BUDGET_KIB);
});

test('a tap on a menu before the app has arrived opens it once the page has hydrated', async ({ page }) => {
  await slowScripts(page);
  await page.goto('/california');
  await page.getByRole('button', { name: 'Our cities', exact: true }).click();
  await expectHydrated(page);
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Saratoga' })).toBeVisible();
});

test('what is typed before the app has arrived is kept, and the form then sends it from the browser', async ({ page }) => {
  await slowScripts(page);
  await page.goto(SARATOGA);
  const form = page.getByRole('complementary', { name: 'Get Saratoga meeting summaries by email' }).getByRole('form', { name: 'Newsletter sign-up' });
  const email = uniqueEmail('first-use');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  await expectHydrated(page);
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  const subscribe = page.waitForRequest((call) => call.url().endsWith('/api/customerio/subscribe?workflow=newsletter'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  expect((await subscribe).postDataJSON()).toMatchObject({ data: { email } });
  await expect(page.getByRole('heading', { name: 'Thank you for subscribing!' })).toBeVisible();
});

test('a form sent before the app has arrived is answered by the server, nothing lost', async ({ page }) => {
  // The app never arrives (its scripts never answer): the form is a plain HTML form.
  await page.route('**/_civic/assets/*.js', () => undefined);
  await page.goto(SARATOGA);
  const form = page.getByRole('complementary', { name: 'Get Saratoga meeting summaries by email' }).getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('first-use'));
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for subscribing!' })).toBeVisible();
});

test('a jump to a letter before the first use, then the first use: the page hydrates without an error', async ({ page }) => {
  await page.goto('/california');
  await page.getByRole('navigation', { name: 'Counties and cities A to Z' }).getByRole('link', { name: 'S', exact: true }).click();
  await expect(page).toHaveURL(/#letter-s$/);
  await useThePage(page);
  const trigger = page.locator('#letter-s').getByRole('button');
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});
