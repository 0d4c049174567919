import { test as plainTest, type Locator, type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, MOBILE_VIEWPORT, test } from '@civicbrief/e2e-support';

const THANKS = 'Thank you for your submission!';
const NEXT = 'Someone from our team will reach out to you soon.';
const serverError = { status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' }) };

let sequence = 0;
const uniqueEmail = () => `lead-e2e-${Date.now()}-${(sequence += 1)}@example.com`;

const form = (page: Page) => page.getByRole('form', { name: 'Demo request' });
const submit = (page: Page) => form(page).getByRole('button', { name: 'Submit' });

function watchErrors(page: Page, allowedStatus: number): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes(`status of ${allowedStatus}`)) errors.push(message.text());
  });
  return errors;
}

/** Opens /real-estate and waits for hydration: the empty form's Submit is then disabled. */
async function openForm(page: Page) {
  await page.goto('/real-estate');
  await expect(submit(page)).toBeDisabled();
}

async function fill(scope: Locator, email = uniqueEmail()) {
  await scope.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await scope.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await scope.getByRole('textbox', { name: 'Email' }).fill(email);
  await scope.getByRole('textbox', { name: 'Role or title' }).fill('Development director');
  await scope.getByRole('textbox', { name: 'Company' }).fill('Acme Homes');
  await scope.getByRole('checkbox', { name: /I agree to the terms/ }).check();
}

test('the lead form: no city or state, messages on change, Submit only when valid, the lead with its company, then thanks', async ({ page }) => {
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/customerio/real-state-subscribe') && request.method() === 'POST');
  await openForm(page);
  await expect(form(page).getByRole('combobox')).toHaveCount(0);
  const company = form(page).getByRole('textbox', { name: 'Company' });
  await company.fill('A');
  await company.fill('');
  await expect(company).toHaveAccessibleDescription('Please type your company name');
  const email = form(page).getByRole('textbox', { name: 'Email' });
  await email.fill('x');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  await email.fill('');
  await expect(email).toHaveAccessibleDescription('Please type your email address');
  const title = form(page).getByRole('textbox', { name: 'Role or title' });
  await title.fill('x');
  await title.fill('');
  await expect(title).toHaveAccessibleDescription('Please type your role or title');
  const terms = form(page).getByRole('checkbox', { name: /I agree to the terms/ });
  await terms.check();
  await terms.uncheck();
  await expect(page.getByText('Please agree to the terms and conditions')).toBeVisible();
  await expect(submit(page)).toBeDisabled();

  const email2 = uniqueEmail();
  await fill(form(page), email2);
  await expect(submit(page)).toBeEnabled();
  await submit(page).click();
  await expect(page.getByRole('heading', { name: THANKS })).toBeFocused();
  await expect(page.getByText(NEXT)).toBeVisible();
  expect((await sent).postDataJSON()).toEqual({
    data: { email: email2, first_name: 'Ada', last_name: 'Lovelace', title: 'Development director', company: 'Acme Homes', source: expect.stringContaining('/real-estate') },
  });
});

plainTest("a failing call toasts 'Error while onboarding' (closable) and keeps the form", async ({ page }) => {
  const errors = watchErrors(page, 500);
  await page.route('**/api/customerio/real-state-subscribe**', (route) => route.fulfill(serverError));
  await openForm(page);
  await fill(form(page));
  await submit(page).click();
  const toast = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem').filter({ hasText: 'Error while onboarding' });
  await expect(toast).toBeVisible();
  await expect(form(page).getByRole('textbox', { name: 'Company' })).toHaveValue('Acme Homes');
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toBeHidden();
  expect(errors).toEqual([]);
});

test('keyboard only: Tab, typing, Space and Enter send the lead', async ({ page }) => {
  await openForm(page);
  const reach = async (target: Locator) => {
    for (let presses = 0; presses < 80; presses += 1) {
      await page.keyboard.press('Tab');
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    throw new Error('the element was never reached with Tab');
  };
  for (const [name, text] of [['First name', 'Ada'], ['Last name', 'Lovelace'], ['Email', uniqueEmail()], ['Role or title', 'Analyst'], ['Company', 'Acme']]) {
    await reach(form(page).getByRole('textbox', { name }));
    await page.keyboard.type(text);
  }
  await reach(form(page).getByRole('checkbox', { name: /I agree to the terms/ }));
  await page.keyboard.press('Space');
  await reach(submit(page));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: THANKS })).toBeFocused();
});

test('no accessibility violations with the form and with its errors, at 1280 and 390px', async ({ page }) => {
  for (const viewport of [{ width: 1280, height: 900 }, MOBILE_VIEWPORT]) {
    await page.setViewportSize(viewport);
    await openForm(page);
    await expectNoAxeViolations(page);
    for (const name of ['First name', 'Company']) {
      await form(page).getByRole('textbox', { name }).fill('x');
      await form(page).getByRole('textbox', { name }).fill('');
    }
    await expect(page.getByText('Please type your company name')).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

plainTest('without JavaScript: the form posts to /real-estate, shows its errors, then the thanks', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const errors = watchErrors(page, 400);
  await page.goto('/real-estate');
  await form(page).getByRole('textbox', { name: 'Company' }).fill('Acme Homes');
  await submit(page).click();
  await expect(page).toHaveURL('/real-estate#demo-request');
  await expect(form(page).getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Please type your name');
  await expect(form(page).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please type your email address');
  await expect(form(page).getByText('Please agree to the terms and conditions')).toBeVisible();
  await expect(form(page).getByRole('textbox', { name: 'Company' })).toHaveValue('Acme Homes');
  await fill(form(page));
  await submit(page).click();
  await expect(page.getByRole('heading', { name: THANKS })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
