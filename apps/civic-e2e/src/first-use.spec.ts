import type { Page } from '@playwright/test';
import {
  expect,
  expectHydrated,
  expectJavaScriptWithin,
  expectNoAxeViolations,
  JS_BUDGET_KIB,
  navbarMenu,
  test,
  uniqueEmail,
  VIEWPORTS,
} from '@civicbrief/e2e-support';
import { slowScripts } from './support/first-use';
import { SARATOGA, slugsContaining } from './support/meetings';

// A first visit (decision 021): what a reader's phone fetches untouched, and what a tap does before and after the
// page's app has arrived.

/** Script requests made while `during` runs. */
async function scriptRequests(page: Page, during: () => Promise<void>): Promise<string[]> {
  const urls: string[] = [];
  const onRequest = (request: import('@playwright/test').Request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  };
  page.on('request', onRequest);
  try {
    await during();
  } finally {
    page.off('request', onRequest);
  }
  return urls;
}

test('every civic page fetches at most 150 KiB of gzipped JavaScript untouched (a short page with the footer form in view, 165.9)', async ({
  page,
  request,
}) => {
  // Seven pages, each opened until hydrated and idle.
  test.setTimeout(180_000);
  const [summary] = await slugsContaining(request, `${SARATOGA.slice(1)}/summary/city-council-meeting-summary-`, 1);
  const [agenda] = await slugsContaining(
    request,
    `${SARATOGA.slice(1)}/agenda/city-council-meeting-agenda-summary-`,
    1,
  );
  await page.goto('/presidential-election');
  const race = await page.getByRole('list', { name: 'Races' }).getByRole('link').first().getAttribute('href');
  const pages = ['/california', '/ca/santa-clara-county', SARATOGA, `/${summary}`, `/${agenda}`];
  for (const path of pages) await expectJavaScriptWithin(page, path, JS_BUDGET_KIB.civic);
  // Signed out, the dashboard is its login form, within the goal since zod/mini. A race page is short: the footer's
  // newsletter form is within reach on arrival, so its code (react-hook-form, zod/mini, the place lists) loads with it.
  await expectJavaScriptWithin(page, '/dashboard', JS_BUDGET_KIB.civic);
  await expectJavaScriptWithin(page, race ?? '', JS_BUDGET_KIB.civicFormPage);
});

test('the navbar menu opens on a tap before the app has arrived, without it', async ({ page }) => {
  await page.route('**/_civic/assets/*.js', () => undefined); // the app never arrives
  await page.goto('/california');
  const { opener, menu } = await navbarMenu(page, 'Our cities');
  await opener.click();
  await expect(menu.getByRole('link', { name: 'Saratoga' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: 'Saratoga' })).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a tap on a menu before the app has arrived opens it at once, and it stays open once the page has hydrated', async ({
  page,
}) => {
  await slowScripts(page);
  await page.goto('/california');
  const { opener, menu } = await navbarMenu(page, 'Our cities');
  await opener.click();
  // The menu is an HTML popover: the browser opens it from the server's HTML, before the app has arrived.
  await expect(menu.getByRole('link', { name: 'Saratoga' })).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await expectHydrated(page);
  await expect(menu.getByRole('link', { name: 'Saratoga' })).toBeVisible();
});

test('once a page has loaded and sat idle, a tap on its controls downloads no script', async ({ page }) => {
  await page.goto(SARATOGA);
  // What this test is about is the app once there: it waits for it, then for the network to be quiet.
  await expectHydrated(page);
  // What loads as it nears the viewport (the city blocks, the map's library, the modal's form as its button does) is
  // not a tap's: the page is scrolled through first, a screen at a time as a reader does.
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let top = 0; top < height; top += 600) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  const fetched = await scriptRequests(page, async () => {
    await page.getByRole('button', { name: 'Our cities', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Follow Saratoga, CA: feeds and calendar' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('region', { name: 'Saratoga newsletter' }).getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Email' }).focus();
    await page.keyboard.press('Escape');
    await page
      .getByRole('complementary', { name: 'Get Saratoga meeting summaries by email' })
      .getByRole('textbox', { name: 'Email' })
      .focus();
    await page.keyboard.press('Tab');
    await page.waitForLoadState('networkidle');
  });
  expect(fetched).toEqual([]);
});

test('Subscribe opens its modal before the app has arrived; a field left there gets its message once the form code has', async ({
  page,
}) => {
  await slowScripts(page, 3000);
  await page.goto(SARATOGA);
  const slot = page.getByRole('region', { name: 'Saratoga newsletter' });
  await slot.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Saratoga meeting summaries' });
  await expect(dialog).toBeVisible({ timeout: 1000 });
  const email = dialog.getByRole('textbox', { name: 'Email' });
  await email.fill('not-an-email');
  await email.blur();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible({ timeout: 15_000 });
  await expect(email).toHaveValue('not-an-email');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(slot.getByRole('button', { name: 'Subscribe' })).toBeFocused();
});

test('what is typed before the app has arrived is kept through hydration and sent', async ({ page }) => {
  await slowScripts(page);
  await page.goto(SARATOGA);
  const form = page
    .getByRole('complementary', { name: 'Get Saratoga meeting summaries by email' })
    .getByRole('form', { name: 'Newsletter sign-up' });
  const email = uniqueEmail('first-use');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  await expectHydrated(page);
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(form.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
  // Sent by the form's code if it has taken over by now, else posted and answered by the server: the same thanks.
  const sent = page.waitForRequest(
    (call) => call.method() === 'POST' && (call.postData() ?? '').includes(email.split('@')[0]),
  );
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await sent;
  await expect(page.getByRole('heading', { name: 'Thank you for subscribing!' })).toBeVisible();
});

test('a form sent before the app has arrived is answered by the server, nothing lost', async ({ page }) => {
  // The app never arrives (its scripts never answer): the form is a plain HTML form.
  await page.route('**/_civic/assets/*.js', () => undefined);
  await page.goto(SARATOGA);
  const form = page
    .getByRole('complementary', { name: 'Get Saratoga meeting summaries by email' })
    .getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('first-use'));
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for subscribing!' })).toBeVisible();
});

test('a city typed before the app has arrived is searched once it has, and a field left gets its message', async ({
  page,
}) => {
  await slowScripts(page);
  await page.goto('/city-search');
  await page.getByRole('combobox', { name: 'Search for your city' }).pressSequentially('sa');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  // The app and then the search's catalogue arrive over the slowed network (every script 1.5 s late).
  await expect(page.getByRole('listbox', { name: 'Search for your city' }).getByRole('option')).toHaveCount(5, {
    timeout: 20_000,
  });

  await page.goto(SARATOGA);
  const form = page
    .getByRole('complementary', { name: 'Get Saratoga meeting summaries by email' })
    .getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByRole('textbox', { name: 'Email' }).focus();
  await form.getByRole('textbox', { name: 'Email' }).blur();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  // The app and then the form's code arrive over the slowed network (every script 1.5 s late).
  await expect(form.getByText('Please enter an email address')).toBeVisible({ timeout: 20_000 });
});

test('a candidate chosen before the app has arrived is shown once it has', async ({ page }) => {
  await page.goto('/presidential-election');
  const race = (await page.getByRole('list', { name: 'Races' }).getByRole('link').first().getAttribute('href')) ?? '';
  await slowScripts(page);
  await page.goto(race);
  const select = page.getByRole('combobox', { name: 'Select a candidate' });
  const slug = (await select.locator('option').nth(1).getAttribute('value')) ?? '';
  await select.selectOption(slug);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${slug}`));
  await expect(select).toHaveValue(slug);
});

test('before the app arrives the key pages have no accessibility violations, at 1280 and 390px', async ({ page }) => {
  await page.route('**/_civic/assets/*.js', () => undefined); // the app never arrives
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of ['/california', '/ca/santa-clara-county', SARATOGA]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
  }
});
