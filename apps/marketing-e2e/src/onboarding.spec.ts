import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  agreeAndSubmitByKeyboard,
  expect,
  expectNoAxeViolations,
  expectToastCloses,
  formPageWithoutJavaScript,
  identifyPerson,
  plainTest,
  serverError,
  serverHeading,
  serverHtml,
  tabAndType,
  tabTo,
  test,
  uniqueEmail,
  VIEWPORTS,
  watchErrors,
  withoutJavaScript,
} from '@civicbrief/e2e-support';
import { fillPerson } from './support/person';

const THANKS = 'Thank you for your submission!';
const NEXT = 'Someone from our team will reach out to you soon.';
const newEmail = () => uniqueEmail('onboarding', 'example.gov');

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Onboard your municipality' });
const submit = (scope: Page | Locator) => scope.getByRole('button', { name: 'Submit' });

/** A person the gateway knows (identified), whose id an onboarding link can carry. */
async function knownPerson(request: APIRequestContext, firstName: string): Promise<string> {
  return identifyPerson(request, { email: newEmail(), first_name: firstName, objectTypeId: 1 });
}

/** The person fields of a city clerk. */
async function fillClerk(scope: Locator) {
  await fillPerson(scope, { Email: newEmail(), 'Role or title': 'City clerk' });
}

async function pickSaratoga(scope: Locator) {
  await scope.getByRole('combobox', { name: 'City' }).fill('sarat');
  await scope
    .getByRole('option', { name: /^Saratoga/ })
    .first()
    .click();
}

test('renders on the server with its title and one heading, the manual form inline', async ({ request }) => {
  const html = await serverHtml(request, '/onboarding');
  expect(serverHeading(html)).toBe('Bring your city’s meetings to every resident');
  expect(html).toContain('<title>Onboard your municipality | CivicBrief</title>');
  expect(html).toContain('action="/onboarding#onboarding-form"');
  expect(html.match(/<h1/g)).toHaveLength(1);
});

test('the modal is open by default; fields are checked on change and Submit waits for a valid form with a city', async ({
  page,
}) => {
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/customerio/subscribe') && request.method() === 'POST',
  );
  await page.goto('/onboarding');
  const modal = dialog(page);
  await expect(modal).toBeVisible();
  await expect(submit(modal)).toBeDisabled();

  const first = modal.getByRole('textbox', { name: 'First name' });
  await first.fill('A');
  await first.fill('');
  await expect(first).toHaveAccessibleDescription('Please type your name');
  const email = modal.getByRole('textbox', { name: 'Email' });
  await email.fill('ada@');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  const city = modal.getByRole('combobox', { name: 'City' });
  await city.fill('zz');
  await expect(city).toHaveAccessibleDescription(/Please select a city/);

  await fillClerk(modal);
  await expect(submit(modal)).toBeDisabled();
  await city.fill('s');
  await expect(modal.getByRole('option')).toHaveCount(11);
  await expect(modal.getByRole('option').last()).toHaveText('Enter your city manually');
  await pickSaratoga(modal);
  await expect(modal.getByText('Santa Clara County, California')).toBeVisible();
  await expect(submit(modal)).toBeEnabled();
  await submit(modal).click();
  await expect(modal.getByRole('heading', { name: THANKS })).toBeFocused();
  await expect(modal.getByText(NEXT)).toBeVisible();
  expect((await sent).postDataJSON()).toMatchObject({
    data: { city: 'Saratoga', county: 'Santa Clara County', state: 'CA', title: 'City clerk', first_name: 'Ada' },
  });
});

test("'Enter your city manually' turns city, county and state into free inputs", async ({ page }) => {
  await page.goto('/onboarding');
  const modal = dialog(page);
  await fillClerk(modal);
  await modal.getByRole('combobox', { name: 'City' }).fill('Smallville');
  await modal.getByRole('option', { name: 'Enter your city manually' }).click();
  const city = modal.getByRole('textbox', { name: 'City' });
  await city.fill('x');
  await city.fill('');
  await expect(city).toHaveAccessibleDescription('Please type your city name');
  await city.fill('Smallville');
  await modal.getByRole('textbox', { name: 'County (optional)' }).fill('Lowell County');
  await expect(submit(modal)).toBeDisabled();
  await modal.getByRole('combobox', { name: 'State' }).selectOption('KS');
  await submit(modal).click();
  await expect(modal.getByRole('heading', { name: THANKS })).toBeVisible();
});

test('a known id: a spinner while it is checked, then the modal closes and the page welcomes the person back', async ({
  page,
  request,
}) => {
  const id = await knownPerson(request, 'Grace');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/customerio/customersAttributes**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/onboarding?id=${id}`);
  await expect(dialog(page).getByText('Checking your invitation…')).toBeVisible();
  await expect(dialog(page).getByRole('textbox', { name: 'First name' })).toHaveCount(0);
  release();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the onboarding form' })).toHaveCount(0);
});

test('an unknown id: the form after the check', async ({ page }) => {
  await page.goto('/onboarding?id=nobody-onboarding@example.gov');
  await expect(dialog(page).getByRole('textbox', { name: 'First name' })).toBeVisible();
});

plainTest("a failing call toasts 'Error while onboarding' (closable) and keeps the form", async ({ page }) => {
  const errors = watchErrors(page, 500);
  await page.route('**/api/customerio/subscribe**', (route) => route.fulfill(serverError));
  await page.goto('/onboarding');
  const modal = dialog(page);
  await fillClerk(modal);
  await pickSaratoga(modal);
  await submit(modal).click();
  // The modal hides the rest of the page from assistive technology, the toast too: it is found by its status,
  // and the dialog repeats its text in an alert.
  const toast = page.locator('li[data-status="error"]').filter({ hasText: 'Error while onboarding' });
  await expect(toast).toBeVisible();
  await expect(modal.getByRole('alert')).toHaveText('Error while onboarding');
  await expect(modal.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  await expectToastCloses(toast);
  expect(errors).toEqual([]);
});

test('keyboard only: the modal form is completed with Tab, typing, arrows in the city list, Space and Enter', async ({
  page,
}) => {
  await page.goto('/onboarding');
  const modal = dialog(page);
  await expect(modal).toBeVisible();
  await tabAndType(
    page,
    modal,
    [
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['Email', newEmail()],
      ['Role or title', 'Mayor'],
    ],
    30,
  );
  await tabTo(page, modal.getByRole('combobox', { name: 'City' }), 30);
  await page.keyboard.type('saratoga');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await agreeAndSubmitByKeyboard(
    page,
    {
      terms: modal.getByRole('checkbox', { name: /I agree to the terms/ }),
      submit: submit(modal),
      thanks: modal.getByRole('heading', { name: THANKS }),
    },
    30,
  );
});

test('no accessibility violations with the modal open, the city list open and errors shown, at 1280 and 390px', async ({
  page,
}) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/onboarding');
    const modal = dialog(page);
    await expect(modal).toBeVisible();
    await expectNoAxeViolations(page);
    const first = modal.getByRole('textbox', { name: 'First name' });
    await first.fill('A');
    await first.fill('');
    await modal.getByRole('combobox', { name: 'City' }).fill('san');
    await expect(modal.getByText('Please type your name')).toBeVisible();
    await expect(modal.getByRole('listbox')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expectNoAxeViolations(page);
  }
});

plainTest(
  'without JavaScript: the manual form posts to /onboarding, with its errors, then the success panel',
  async ({ browser }) => {
    await formPageWithoutJavaScript(browser, '/onboarding', async (page) => {
      const form = page.getByRole('form', { name: 'Onboarding request' });
      await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
      await submit(form).click();
      // The answer opens at the form, where the messages are.
      await expect(page).toHaveURL('/onboarding#onboarding-form');
      await expect(form.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(
        'Please type your city name',
      );
      await expect(form.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(
        'Please select your state',
      );
      await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
        'Please type your last name',
      );
      await expect(form.getByText('Please agree to the terms and conditions')).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');

      await fillClerk(form);
      await form.getByRole('textbox', { name: 'City' }).fill('Smallville');
      await form.getByRole('combobox', { name: 'State' }).selectOption('KS');
      await submit(form).click();
      await expect(page.getByRole('heading', { name: THANKS })).toBeVisible();
      await expect(page.getByText(NEXT)).toBeVisible();
    });
  },
);

plainTest(
  'without JavaScript: a known id is checked by the server and the person welcomed back',
  async ({ browser, request }) => {
    const id = await knownPerson(request, 'Katherine');
    await withoutJavaScript(browser, async (page) => {
      await page.goto(`/onboarding?id=${id}`);
      await expect(page).toHaveURL(`/onboarding?id=${id}&lookup=server`);
      await expect(page.getByRole('heading', { name: 'Welcome back, Katherine!' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Onboarding request' })).toHaveCount(0);
    });
  },
);
