import type { Page } from '@playwright/test';
import {
  agreeAndSubmitByKeyboard,
  expect,
  expectNoAxeViolations,
  formPageWithoutJavaScript,
  plainTest,
  serverError,
  tabTo,
  test,
  toast,
  VIEWPORTS,
  watchErrors,
} from '@civicbrief/e2e-support';

const thanks = (city: string) => `Thank you! We've received your request for ${city}.`;

const form = (page: Page) => page.getByRole('form', { name: 'Request a city' });
const nameField = (page: Page) => form(page).getByRole('textbox', { name: 'City name' });
const stateField = (page: Page) => form(page).getByRole('combobox', { name: 'State' });
const emailField = (page: Page) => form(page).getByRole('textbox', { name: 'Email (optional)' });
const termsField = (page: Page) => form(page).getByRole('checkbox', { name: /terms and conditions/ });
const submit = (page: Page) => form(page).getByRole('button', { name: 'Submit request' });

/** A name no other run has sent, so each request is a new one. */
const cityName = () => `Testville ${Date.now() % 1_000_000}`;

/** Opens the form and waits until React has given it its submit handler (it is attached once hydrated). */
async function openForm(page: Page, path = '/request-a-city') {
  await page.goto(path);
  await page.waitForFunction(() => {
    const element = document.querySelector('form[aria-label="Request a city"]');
    if (!element) return false;
    const propsKey = Object.keys(element).find((key) => key.startsWith('__reactProps'));
    return (
      propsKey !== undefined &&
      typeof (element as unknown as Record<string, { onSubmit?: unknown }>)[propsKey].onSubmit === 'function'
    );
  });
}

test("the city search's 'submit a request' opens the form in a modal with the typed name, and sends it from there", async ({
  page,
}) => {
  const city = cityName();
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/rds/request_a_city')) sent.push(request.postDataJSON());
  });
  await page.goto('/city-search');
  await page.getByRole('combobox', { name: 'Search for your city' }).pressSequentially(city);
  await page.getByRole('link', { name: 'submit a request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a city' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL('/city-search');
  await expect(nameField(page)).toHaveValue(city);
  await stateField(page).selectOption('Idaho');
  await termsField(page).check();
  await submit(page).click();
  await expect(dialog.getByRole('heading', { name: thanks(city) })).toBeFocused();
  expect(sent).toEqual([{ state: 'Idaho', name: city }]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Search for your city' })).toBeFocused();
});

test('the page prefills the name from ?name= (the link without JavaScript)', async ({ page }) => {
  await page.goto('/request-a-city?name=Boise');
  await expect(page.getByRole('heading', { level: 1, name: 'Request a city' })).toBeVisible();
  await expect(nameField(page)).toHaveValue('Boise');
});

test('the fields say what is wrong on blur, and the inputs stop at 30 characters', async ({ page }) => {
  await openForm(page);
  await expect(nameField(page)).toHaveAttribute('maxlength', '30');
  await expect(emailField(page)).toHaveAttribute('maxlength', '30');
  await expect(stateField(page).locator('option')).toHaveCount(52);

  await nameField(page).focus();
  await nameField(page).blur();
  await expect(form(page).getByText('Please type a city name')).toBeVisible();
  await stateField(page).focus();
  await stateField(page).blur();
  await expect(form(page).getByText('Please select a state')).toBeVisible();
  await emailField(page).fill('nope');
  await emailField(page).blur();
  await expect(form(page).getByText('Please enter a valid email address')).toBeVisible();
  await termsField(page).check();
  await termsField(page).uncheck();
  await termsField(page).blur();
  await expect(form(page).getByText('Please agree to the terms and conditions')).toBeVisible();
  await nameField(page).fill('x'.repeat(40));
  await expect(nameField(page)).toHaveValue('x'.repeat(30));
});

test("the thanks names the city, and 'Submit another city' brings back an empty form", async ({ page }) => {
  const city = cityName();
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/rds/request_a_city')) sent.push(request.postDataJSON());
  });
  await openForm(page, `/request-a-city?name=${encodeURIComponent(city)}`);
  await stateField(page).selectOption('Idaho');
  await emailField(page).fill('reader@example.com');
  await termsField(page).check();
  await submit(page).click();
  await expect(page.getByRole('heading', { name: thanks(city) })).toBeFocused();
  expect(sent).toEqual([{ state: 'Idaho', name: city, email: 'reader@example.com' }]);

  await page.getByRole('button', { name: 'Submit another city' }).click();
  await expect(nameField(page)).toHaveValue('');
  await expect(nameField(page)).toBeFocused();
  await expect(stateField(page)).toHaveValue('');
  await expect(termsField(page)).not.toBeChecked();
});

plainTest("a failing request toasts 'Error submitting city' and keeps what was typed", async ({ page }) => {
  const errors = watchErrors(page, 500);
  await page.route('**/api/rds/request_a_city', (route) => route.fulfill(serverError));
  await openForm(page, '/request-a-city?name=Boise');
  await stateField(page).selectOption('Idaho');
  await termsField(page).check();
  await submit(page).click();
  const failure = toast(page, 'Error submitting city');
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Close notification' })).toBeVisible();
  await expect(nameField(page)).toHaveValue('Boise');
  expect(errors).toEqual([]);
});

test('keyboard only: Tab, type, Space and Enter send a request', async ({ page }) => {
  const city = cityName();
  await openForm(page);
  await tabTo(page, nameField(page));
  await page.keyboard.type(city);
  await page.keyboard.press('Tab');
  await expect(stateField(page)).toBeFocused();
  // A focused native select picks the option whose name is typed.
  await page.keyboard.type('Idaho');
  await expect(stateField(page)).toHaveValue('Idaho');
  await agreeAndSubmitByKeyboard(page, {
    terms: termsField(page),
    submit: submit(page),
    thanks: page.getByRole('heading', { name: thanks(city) }),
  });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit another city' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(nameField(page)).toBeFocused();
});

test('no accessibility violations with errors shown and with the thanks, at 1280 and 390px', async ({ page }) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await openForm(page);
    await nameField(page).focus();
    await nameField(page).blur();
    await stateField(page).focus();
    await stateField(page).blur();
    await expect(form(page).getByText('Please select a state')).toBeVisible();
    await expectNoAxeViolations(page);

    await nameField(page).fill(cityName());
    await stateField(page).selectOption('Idaho');
    await termsField(page).check();
    await submit(page).click();
    await expect(page.getByRole('button', { name: 'Submit another city' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

plainTest(
  'without JavaScript the form posts to its page: field errors, then the thanks with a link back',
  async ({ browser }) => {
    const city = cityName();
    await formPageWithoutJavaScript(browser, `/request-a-city?name=${encodeURIComponent(city)}`, async (page) => {
      await emailField(page).fill('nope');
      await submit(page).click();
      await expect(emailField(page)).toHaveAccessibleDescription(/Please enter a valid email address$/);
      await expect(stateField(page)).toHaveAccessibleDescription('Please select a state');
      await expect(page.getByText('Please agree to the terms and conditions')).toBeVisible();
      await expect(nameField(page)).toHaveValue(city);

      await emailField(page).fill('');
      await stateField(page).selectOption('Idaho');
      await termsField(page).check();
      await submit(page).click();
      await expect(page.getByRole('heading', { name: thanks(city) })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Submit another city' })).toHaveAttribute('href', '/request-a-city');
    });
  },
);
