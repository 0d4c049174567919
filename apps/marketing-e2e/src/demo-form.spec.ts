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
  tabTo,
  test,
  toast,
  uniqueEmail,
  VIEWPORTS,
  watchErrors,
} from '@civicbrief/e2e-support';

// The demo contact forms (decision 029): basic at /contact#contact-form, extended on /real-estate
// (its parent industry Real Estate Firm). The gateway stores what they send; its delivery is the gateway suite's.
const THANKS = 'Thank you for reaching out! We\u2019ve received your message and will get back to you soon.';
const MESSAGES = {
  'First name': 'Please type your name',
  'Last name': 'Please type your last name',
  'Work email': 'Please type your email address',
  'Role or title': 'Please type your role or title',
  Company: 'Please type your company name',
  'Company website': 'This field is required.',
};

const section = (page: Page) => page.locator('#contact-form');
const form = (page: Page) => section(page).getByRole('form', { name: 'Book a demo' });
const submit = (page: Page) => form(page).getByRole('button', { name: 'Submit' });
const industry = (page: Page) => form(page).getByRole('combobox', { name: 'Industry' });
const region = (page: Page) => textbox(form(page), 'Region (optional)');
const terms = (page: Page) => form(page).getByRole('checkbox', { name: /I agree to the terms/ });
/** A text box of the form by its exact label ('Company' is also the start of 'Company website'). */
const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
/** Submit while the form is invalid: it is aria-disabled (Playwright waits for such a button), yet pressing it shows the messages. */
const pressSubmit = (page: Page) => submit(page).click({ force: true });
const sent = (page: Page) =>
  page.waitForRequest((request) => request.url().endsWith('/api/demo-requests') && request.method() === 'POST');

/**
 * Opens the page and scrolls to the form, as a visitor would: its code arrives as it nears the viewport (decision
 * 021), and the empty form's Submit is then marked disabled (and still focusable).
 */
async function openForm(page: Page, path: string) {
  await page.goto(path);
  await scrollToDeferred(form(page));
  await expect(submit(page)).toHaveAttribute('aria-disabled', 'true');
}

async function fillBasic(scope: Locator, email: string) {
  const values = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    'Work email': email,
    'Role or title': 'Partner',
    Company: 'Acme LLP',
    'Company website': 'acme.example',
  };
  for (const [name, value] of Object.entries(values)) await textbox(scope, name).fill(value);
  await scope.getByRole('checkbox', { name: /I agree to the terms/ }).check();
}

test('the basic form on /contact: every message on submit, the region for Real Estate Firm only, then the thanks', async ({
  page,
}) => {
  await openForm(page, '/contact#contact-form');
  await expect(textbox(form(page), 'Regions, MSAs or markets you cover')).toHaveCount(0);
  await expect(industry(page).locator('option')).toHaveText([
    'Select your industry',
    'Local Government',
    'Government Affairs',
    'Law Firm',
    'Real Estate Firm',
    'Public Advocacy Group',
    'Media',
    'Other',
  ]);
  await pressSubmit(page);
  for (const [name, message] of Object.entries(MESSAGES))
    await expect(textbox(form(page), name)).toHaveAccessibleDescription(message);
  await expect(industry(page)).toHaveAccessibleDescription('Please select the industry');
  await expect(form(page).getByText('Please agree to the terms and conditions')).toBeVisible();
  await expect(textbox(form(page), 'First name')).toBeFocused();
  await expect(textbox(form(page), 'Mobile phone (optional)')).not.toHaveAttribute('aria-invalid', 'true');

  const email = uniqueEmail('demo-basic');
  await fillBasic(form(page), email);
  await textbox(form(page), 'Work email').fill('ada@');
  await expect(textbox(form(page), 'Work email')).toHaveAccessibleDescription('Please enter a valid email address');
  await textbox(form(page), 'Work email').fill(email);
  await expect(region(page)).toBeHidden();
  await industry(page).selectOption('Real Estate Firm');
  await expect(region(page)).toBeVisible();
  await industry(page).selectOption('Media');
  await expect(region(page)).toBeHidden();
  await industry(page).selectOption('Real Estate Firm');
  await region(page).fill('Pacific Northwest');
  await expect(submit(page)).not.toHaveAttribute('aria-disabled', 'true');

  const request = sent(page);
  await submit(page).click();
  await expect(page.getByRole('heading', { name: THANKS })).toBeFocused();
  await expect(form(page)).toHaveCount(0);
  expect((await request).postDataJSON()).toEqual({
    data: {
      formName: 'basic',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      title: 'Partner',
      companyName: 'Acme LLP',
      industry: 'Real Estate Firm',
      region: 'Pacific Northwest',
      website: 'acme.example',
      terms: true,
      source: expect.stringContaining('/contact'),
    },
  });
});

test('the extended form on /real-estate: the industry is the page\u2019s, the phone and the markets are required', async ({
  page,
}) => {
  await openForm(page, '/real-estate');
  await expect(industry(page)).toHaveCount(0);
  await expect(region(page)).toBeVisible();
  const email = uniqueEmail('demo-extended');
  await fillBasic(form(page), email);
  await pressSubmit(page);
  const phone = textbox(form(page), 'Mobile phone');
  const markets = textbox(form(page), 'Regions, MSAs or markets you cover');
  await expect(phone).toHaveAccessibleDescription('Please enter your mobile phone number');
  await expect(markets).toHaveAccessibleDescription('Please specify your regions, MSAs, or markets');
  await expect(phone).toBeFocused();
  await phone.fill('+1 206 555 0100');
  await markets.fill('Seattle MSA, Portland MSA');
  await textbox(form(page), 'How could CivicBrief help you?').fill('Rezonings before the hearing');
  const request = sent(page);
  await submit(page).click();
  await expect(page.getByRole('heading', { name: THANKS })).toBeVisible();
  expect((await request).postDataJSON().data).toMatchObject({
    formName: 'extended',
    industry: 'Real Estate Firm',
    phone: '+1 206 555 0100',
    regions__msas__markets: 'Seattle MSA, Portland MSA',
    how_civicbrief_helps: 'Rezonings before the hearing',
  });
});

plainTest(
  'a refusing or unreachable gateway toasts the failure (closable) and keeps the form with its values',
  async ({ page }) => {
    const errors = watchErrors(page, 500);
    let calls = 0;
    await page.route('**/api/demo-requests', (route) => {
      calls += 1;
      return calls === 1 ? route.fulfill(serverError) : route.abort('connectionrefused');
    });
    await openForm(page, '/contact');
    await fillBasic(form(page), uniqueEmail('demo-failure'));
    await industry(page).selectOption('Law Firm');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await submit(page).click();
      const failure = toast(page, 'Error while submitting. Please try again later');
      await expect(failure).toBeVisible();
      await expect(textbox(form(page), 'Company')).toHaveValue('Acme LLP');
      await expectToastCloses(failure);
    }
    expect(calls).toBe(2);
    // The browser logs the refused connection it was made to meet; nothing else.
    expect(errors.filter((error) => !error.includes('net::ERR_CONNECTION_REFUSED'))).toEqual([]);
  },
);

test('keyboard only: Enter on Submit shows the messages, then Tab, typing, arrow keys, Space and Enter send the basic form', async ({
  page,
}) => {
  await openForm(page, '/contact');
  await tabTo(page, submit(page));
  await page.keyboard.press('Enter');
  await expect(textbox(form(page), 'First name')).toBeFocused();
  await expect(textbox(form(page), 'First name')).toHaveAccessibleDescription('Please type your name');
  const texts: [string, string][] = [
    ['First name', 'Ada'],
    ['Last name', 'Lovelace'],
    ['Work email', uniqueEmail('demo-keys')],
    ['Role or title', 'Analyst'],
    ['Company', 'Acme'],
  ];
  for (const [name, text] of texts) {
    await tabTo(page, textbox(form(page), name));
    await page.keyboard.type(text);
  }
  await tabTo(page, industry(page));
  await page.keyboard.press('ArrowDown');
  await expect(industry(page)).toHaveValue('Local Government');
  await tabTo(page, textbox(form(page), 'Company website'));
  await page.keyboard.type('acme.example');
  await agreeAndSubmitByKeyboard(page, {
    terms: terms(page),
    submit: submit(page),
    thanks: page.getByRole('heading', { name: THANKS }),
  });
});

test('no accessibility violations with each form and with its messages, at 1280 and 390px', async ({ page }) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of ['/contact', '/real-estate']) {
      await openForm(page, path);
      await expectNoAxeViolations(page);
      await pressSubmit(page);
      await expect(textbox(form(page), 'First name')).toHaveAccessibleDescription('Please type your name');
      await expectNoAxeViolations(page);
    }
  }
});

plainTest(
  'without JavaScript: the form posts to its page, shows the messages and the region by CSS, then the thanks',
  async ({ browser }) => {
    await formPageWithoutJavaScript(browser, '/contact', async (page) => {
      await expect(region(page)).toBeHidden();
      await textbox(form(page), 'Company').fill('Acme LLP');
      await submit(page).click();
      await expect(page).toHaveURL(/\/contact#contact-form$/);
      for (const [name, message] of Object.entries(MESSAGES)) {
        if (name !== 'Company') await expect(textbox(form(page), name)).toHaveAccessibleDescription(message);
      }
      await expect(industry(page)).toHaveAccessibleDescription('Please select the industry');
      await expect(textbox(form(page), 'Company')).toHaveValue('Acme LLP');
      await fillBasic(form(page), uniqueEmail('demo-nojs'));
      await industry(page).selectOption('Real Estate Firm');
      await expect(region(page)).toBeVisible();
      await region(page).fill('Sun Belt');
      await submit(page).click();
      await expect(page.getByText(THANKS)).toBeVisible();
      // On /real-estate the lead form's answer is its own: the demo form shows none of its messages.
      await page.goto('/real-estate');
      await page.getByRole('form', { name: 'Demo request' }).getByRole('button', { name: 'Submit' }).click();
      await expect(
        page.getByRole('form', { name: 'Demo request' }).getByText('Please agree to the terms and conditions'),
      ).toBeVisible();
      await expect(form(page).getByText('Please type your name')).toHaveCount(0);
      await expect(textbox(form(page), 'First name')).not.toHaveAttribute('aria-invalid', 'true');
      // The home page's Book a Demo panel posts to the index route (?index) and thanks there too.
      await page.goto('/');
      await fillBasic(form(page), uniqueEmail('demo-home-nojs'));
      await industry(page).selectOption('Media');
      await submit(page).click();
      await expect(page).toHaveURL(/\/\?index#contact-form$/);
      await expect(page.getByText(THANKS)).toBeVisible();
    });
  },
);
