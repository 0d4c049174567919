import type { Locator, Page } from '@playwright/test';
import {
  agreeAndSubmitByKeyboard,
  expect,
  formPageWithoutJavaScript,
  scrollToDeferred,
  expectNoAxeViolations,
  expectToastCloses,
  plainTest,
  serverError,
  tabAndType,
  test,
  toast,
  uniqueEmail,
  VIEWPORTS,
  watchErrors,
} from '@civicbrief/e2e-support';
import { fillPerson } from './support/person';

const THANKS = 'Thank you for your submission!';
const NEXT = 'Someone from our team will reach out to you soon.';
const newEmail = () => uniqueEmail('lead');

const form = (page: Page) => page.getByRole('form', { name: 'Demo request' });
const submit = (page: Page) => form(page).getByRole('button', { name: 'Submit' });

/** Opens /real-estate and scrolls to the form, whose code arrives as it nears the viewport: its empty Submit is then disabled. */
async function openForm(page: Page) {
  await page.goto('/real-estate');
  await scrollToDeferred(form(page));
  await expect(submit(page)).toBeDisabled();
}

async function fill(scope: Locator, email = newEmail()) {
  await fillPerson(scope, { Email: email, 'Role or title': 'Development director', Company: 'Acme Homes' });
}

test('the lead form: no city or state, messages on change, Submit only when valid, the lead with its company, then thanks', async ({
  page,
}) => {
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/customerio/real-state-subscribe') && request.method() === 'POST',
  );
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

  const email2 = newEmail();
  await fill(form(page), email2);
  await expect(submit(page)).toBeEnabled();
  await submit(page).click();
  await expect(page.getByRole('heading', { name: THANKS })).toBeFocused();
  await expect(page.getByText(NEXT)).toBeVisible();
  expect((await sent).postDataJSON()).toEqual({
    data: {
      email: email2,
      first_name: 'Ada',
      last_name: 'Lovelace',
      title: 'Development director',
      company: 'Acme Homes',
      source: expect.stringContaining('/real-estate'),
    },
  });
});

plainTest("a failing call toasts 'Error while onboarding' (closable) and keeps the form", async ({ page }) => {
  const errors = watchErrors(page, 500);
  await page.route('**/api/customerio/real-state-subscribe**', (route) => route.fulfill(serverError));
  await openForm(page);
  await fill(form(page));
  await submit(page).click();
  const failure = toast(page, 'Error while onboarding');
  await expect(failure).toBeVisible();
  await expect(form(page).getByRole('textbox', { name: 'Company' })).toHaveValue('Acme Homes');
  await expectToastCloses(failure);
  expect(errors).toEqual([]);
});

test('keyboard only: Tab, typing, Space and Enter send the lead', async ({ page }) => {
  await openForm(page);
  const texts: [string, string][] = [
    ['First name', 'Ada'],
    ['Last name', 'Lovelace'],
    ['Email', newEmail()],
    ['Role or title', 'Analyst'],
    ['Company', 'Acme'],
  ];
  await tabAndType(page, form(page), texts);
  await agreeAndSubmitByKeyboard(page, {
    terms: form(page).getByRole('checkbox', { name: /I agree to the terms/ }),
    submit: submit(page),
    thanks: page.getByRole('heading', { name: THANKS }),
  });
});

test('no accessibility violations with the form and with its errors, at 1280 and 390px', async ({ page }) => {
  for (const viewport of VIEWPORTS) {
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

plainTest(
  'without JavaScript: the form posts to /real-estate, shows its errors, then the thanks',
  async ({ browser }) => {
    await formPageWithoutJavaScript(browser, '/real-estate', async (page) => {
      await form(page).getByRole('textbox', { name: 'Company' }).fill('Acme Homes');
      await submit(page).click();
      await expect(page).toHaveURL('/real-estate#demo-request');
      await expect(form(page).getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
        'Please type your name',
      );
      await expect(form(page).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'Please type your email address',
      );
      await expect(form(page).getByText('Please agree to the terms and conditions')).toBeVisible();
      await expect(form(page).getByRole('textbox', { name: 'Company' })).toHaveValue('Acme Homes');
      await fill(form(page));
      await submit(page).click();
      await expect(page.getByRole('heading', { name: THANKS })).toBeVisible();
    });
  },
);
