import type { Page } from '@playwright/test';
import {
  expect,
  expectHydrated,
  expectNoAxeViolations,
  expectToastCloses,
  formPageWithoutJavaScript,
  plainTest,
  serverError,
  tabTo,
  test,
  toast,
  uniqueEmail,
  VIEWPORTS,
  watchErrors,
} from '@civicbrief/e2e-support';
import { SARATOGA } from './support/meetings';

const SUBSCRIBE_PAGE = '/subscribe?city=Saratoga&county=Santa+Clara+County&state=California';
const THANKS = 'Thank you for subscribing!';
const newEmail = () => uniqueEmail('newsletter');

const footerBlock = (page: Page) =>
  page.getByRole('complementary', { name: 'Get Saratoga meeting summaries by email' });
const footerForm = (page: Page) => footerBlock(page).getByRole('form', { name: 'Newsletter sign-up' });
const slot = (page: Page) => page.getByRole('region', { name: 'Saratoga newsletter' });

/** The newsletter calls the page made, in order ('entityCreate', 'subscribe'). */
function newsletterCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/customerio\/(entityCreate|subscribe)\?workflow=newsletter$/.exec(request.url());
    if (match && request.method() === 'POST') calls.push(match[1]);
  });
  return calls;
}

/**
 * The city page in use: its Subscribe button opens the modal with or without the app; the tests here are about the
 * forms' validation and linked selects, which need their code, so they wait for the app as a person would.
 */
async function openCityPage(page: Page) {
  await page.goto(SARATOGA);
  await expectHydrated(page);
  await expect(slot(page).getByRole('button', { name: 'Subscribe' })).toBeVisible();
}

/** Opens the modal and waits for its form's code: its Subscribe is disabled until the form is valid. */
async function openModal(page: Page) {
  await slot(page).getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Saratoga meeting summaries' });
  await expect(dialog.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  return dialog;
}

/** Opens the city page and subscribes a new address in its footer block; answers the block's form. */
async function subscribeInFooter(page: Page) {
  await openCityPage(page);
  const form = footerForm(page);
  await form.getByRole('textbox', { name: 'Email' }).fill(newEmail());
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  return form;
}

test('the footer block: messages on blur, Subscribe enabled only when valid, identify then subscribe, thanks and the analytics event', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { analyticsEvents: unknown[]; gtag: (...args: unknown[]) => void };
    w.analyticsEvents = [];
    w.gtag = (...args) => w.analyticsEvents.push(args);
  });
  const calls = newsletterCalls(page);
  await openCityPage(page);
  const form = footerForm(page);
  // The city page settles the place: no selects in the footer block.
  await expect(form.getByRole('combobox')).toHaveCount(0);
  const email = form.getByRole('textbox', { name: 'Email' });
  const terms = form.getByRole('checkbox', { name: 'I agree to the terms and conditions and the privacy policy.' });
  const submit = form.getByRole('button', { name: 'Subscribe' });
  // A resident scrolls down to the block; its code arrives as it nears the viewport (decision 021).
  await form.scrollIntoViewIfNeeded();
  await expect(submit).toBeDisabled();

  await email.focus();
  await page.keyboard.press('Tab');
  await expect(form.getByText('Please enter an email address')).toBeVisible();
  await email.fill('not-an-email');
  await email.blur();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await terms.check();
  await terms.uncheck();
  await terms.blur();
  await expect(form.getByText('Please agree to the terms and conditions')).toBeVisible();
  await expect(submit).toBeDisabled();

  await email.fill(newEmail());
  await terms.check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(footerBlock(page).getByRole('heading', { name: THANKS })).toBeFocused();
  await expect(form).toHaveCount(0);
  expect(calls).toEqual(['entityCreate', 'subscribe']);
  const events = await page.evaluate(() => (window as unknown as { analyticsEvents: unknown[] }).analyticsEvents);
  expect(events).toContainEqual([
    'event',
    'Newsletter Subscription Complete',
    { city_name: 'Saratoga', page_url: page.url() },
  ]);
});

test('the city page modal: an outside click keeps it, three cities hidden, linked selects, no close control after success, then it closes itself', async ({
  page,
}) => {
  await openCityPage(page);
  const trigger = slot(page).getByRole('button', { name: 'Subscribe' });
  const dialog = await openModal(page);
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  const city = dialog.getByRole('combobox', { name: 'City' });
  const county = dialog.getByRole('combobox', { name: 'County' });
  const state = dialog.getByRole('combobox', { name: 'State' });
  await expect(city).toHaveValue('Saratoga');
  await expect(county).toHaveValue('Santa Clara County');
  await expect(state).toHaveValue('California');

  await county.selectOption('');
  await expect(city).toHaveValue('');
  const cities = await city.locator('option').allTextContents();
  expect(cities).toContain('Palo Alto');
  for (const hidden of ['Alamo', 'Rancho Santa Fe', 'Kentfield']) expect(cities).not.toContain(hidden);

  await state.selectOption('Texas');
  await expect(city).toHaveValue('');
  await expect(county).toHaveValue('');
  await state.selectOption('');
  await county.selectOption('Marin County');
  await expect(state).toHaveValue('California');
  // The city list follows the state: a city of another county moves the county along.
  await city.selectOption('Palo Alto');
  await expect(county).toHaveValue('Santa Clara County');
  await expect(state).toHaveValue('California');

  await dialog.getByRole('textbox', { name: 'Email' }).fill(newEmail());
  await dialog.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByRole('heading', { name: THANKS })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(trigger).toBeFocused();
});

test('/subscribe lists the three cities the modal hides', async ({ page }) => {
  await page.goto('/subscribe?state=California');
  const cities = await page.getByRole('combobox', { name: 'City' }).locator('option').allTextContents();
  for (const city of ['Alamo', 'Rancho Santa Fe', 'Kentfield']) expect(cities).toContain(city);
});

test('the selects say what is missing on blur', async ({ page }) => {
  await page.goto(SUBSCRIBE_PAGE);
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  const state = page.getByRole('combobox', { name: 'State' });
  await state.selectOption('');
  for (const name of ['City', 'County', 'State']) {
    await page.getByRole('combobox', { name }).focus();
    await page.getByRole('combobox', { name }).blur();
  }
  for (const message of ['Please select a city', 'Please select a county', 'Please select a state']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
});

plainTest("a failing subscribe call toasts 'Error while subscribing' and keeps the form", async ({ page }) => {
  const errors = watchErrors(page, 500);
  await page.route('**/api/customerio/subscribe**', (route) => route.fulfill(serverError));
  const form = await subscribeInFooter(page);
  const failure = toast(page, 'Error while subscribing');
  await expect(failure).toBeVisible();
  await expect(form).toBeVisible();
  await expectToastCloses(failure);
  expect(errors).toEqual([]);
});

plainTest('a failing identify skips the subscribe call', async ({ page }) => {
  const errors = watchErrors(page, 500);
  await page.route('**/api/customerio/entityCreate**', (route) => route.fulfill(serverError));
  const calls = newsletterCalls(page);
  await subscribeInFooter(page);
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Error while subscribing')).toBeVisible();
  expect(calls).toEqual(['entityCreate']);
  expect(errors).toEqual([]);
});

test('with double opt-in the thanks asks to confirm by email', async ({ page }) => {
  // The gateway's answer when DOUBLE_OPT_IN=true (this stack runs with it off).
  await page.route('**/api/customerio/subscribe**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ ok: true, id: 'e2e', status: 'pending-confirmation' }),
    }),
  );
  await subscribeInFooter(page);
  await expect(footerBlock(page).getByRole('heading', { name: THANKS })).toBeVisible();
  await expect(footerBlock(page).getByText('Please check your inbox and confirm your subscription.')).toBeVisible();
});

test('keyboard only: Tab, type, Space and Enter complete the subscription', async ({ page }) => {
  await page.goto(SUBSCRIBE_PAGE);
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }), 120);
  await page.keyboard.type(newEmail());
  await tabTo(page, page.getByRole('checkbox', { name: /terms and conditions/ }), 120);
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Subscribe' }), 120);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: THANKS })).toBeFocused();
});

test('the modal opens and closes with the keyboard, and the page behind it never takes the focus', async ({ page }) => {
  await openCityPage(page);
  const trigger = slot(page).getByRole('button', { name: 'Subscribe' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Saratoga meeting summaries' });
  await expect(dialog).toBeVisible();
  // A native modal makes the page behind inert: Tab goes round the dialog's controls and, past the last, to the
  // browser's own (the body here), never to the page.
  let inside = 0;
  for (let presses = 0; presses < 15; presses += 1) {
    await page.keyboard.press('Tab');
    const where = await dialog.evaluate((element) =>
      element.contains(document.activeElement)
        ? 'dialog'
        : document.activeElement === document.body || !document.activeElement
          ? 'browser'
          : 'page',
    );
    expect(where).not.toBe('page');
    if (where === 'dialog') inside += 1;
  }
  expect(inside).toBeGreaterThan(10);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('no accessibility violations with the modal open, the footer block and /subscribe showing errors, at 1280 and 390px', async ({
  page,
}) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await openCityPage(page);
    const email = footerForm(page).getByRole('textbox', { name: 'Email' });
    await email.fill('nope');
    await email.blur();
    // The block's code loads as it nears the viewport: the message shows once it has taken over the field left.
    await expect(footerForm(page).getByText('Please enter a valid email address')).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);

    const dialog = await openModal(page);
    await dialog.getByRole('textbox', { name: 'Email' }).focus();
    await dialog.getByRole('textbox', { name: 'Email' }).blur();
    await expect(dialog.getByText('Please enter an email address')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(SUBSCRIBE_PAGE);
    await page.getByRole('textbox', { name: 'Email' }).focus();
    await page.getByRole('textbox', { name: 'Email' }).blur();
    await expect(page.getByText('Please enter an email address')).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

plainTest(
  'without JavaScript: Subscribe opens the modal, whose form posts to /subscribe, and the footer block posts there with errors, then the thanks',
  async ({ browser }) => {
    await formPageWithoutJavaScript(browser, SARATOGA, async (page) => {
      await slot(page).getByRole('button', { name: 'Subscribe' }).click();
      const dialog = page.getByRole('dialog', { name: 'Subscribe to Saratoga meeting summaries' });
      await expect(dialog.getByRole('form', { name: 'Newsletter subscription' })).toHaveAttribute(
        'action',
        '/subscribe',
      );
      await expect(dialog.getByRole('combobox', { name: 'City' })).toHaveValue('Saratoga');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();

      const form = footerForm(page);
      await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page).toHaveURL('/subscribe');
      const email = page.getByRole('textbox', { name: 'Email' });
      await expect(email).toHaveValue('not-an-email');
      await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
      await expect(page.getByText('Please agree to the terms and conditions')).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Saratoga');

      await email.fill(newEmail());
      await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('heading', { name: THANKS })).toBeVisible();
      await expect(page.getByRole('form')).toHaveCount(0);
    });
  },
);
