import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectToastCloses,
  fillTextboxes,
  formPageWithoutJavaScript,
  identifyPerson,
  plainTest,
  serverError,
  tabAndType,
  tabTo,
  test,
  toast,
  uniqueEmail,
  VIEWPORTS,
  watchErrors,
} from '@civicbrief/e2e-support';

const ATTENDING = 'Thank you! Your RSVP is confirmed. We look forward to seeing you there.';
const DECLINED = "Thank you for letting us know. We're sorry you can't make it.";
const FAILED = 'Error while submitting. Please try again later';

const newEmail = () => uniqueEmail('rsvp');
const PLACE = 'city=Saratoga&state=California&county=Santa+Clara+County';

const form = (page: Page) => page.getByRole('form', { name: 'RSVP' });
const field = (page: Page, name: string) => form(page).getByRole('textbox', { name });
const yes = (page: Page) => form(page).getByRole('checkbox', { name: 'Yes' });
const no = (page: Page) => form(page).getByRole('checkbox', { name: 'No' });
const guests = (page: Page) => field(page, 'Number of guests (optional)');
const submit = (page: Page) => form(page).getByRole('button', { name: 'Submit' });

/** A subscriber the gateway knows; the RSVP link carries their id. */
async function subscriber(request: APIRequestContext): Promise<{ id: string; email: string }> {
  const email = newEmail();
  return {
    id: await identifyPerson(request, { email, first_name: 'Ada', last_name: 'Lovelace', objectTypeId: '1' }),
    email,
  };
}

/** Grace Hopper's name and an address; the answer is left to the test. */
async function fillGrace(page: Page, email = newEmail()) {
  await fillTextboxes(form(page), { 'First name': 'Grace', 'Last name': 'Hopper', Email: email });
}

/** The RSVP calls the page made, in order. */
function rsvpCalls(page: Page): { url: string; body: unknown }[] {
  const calls: { url: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/customerio\/(entityCreate|events)/.test(request.url()))
      calls.push({ url: request.url(), body: request.postDataJSON() });
  });
  return calls;
}

/** Opens an RSVP link and waits for hydration (the guest count hides until 'Yes' is checked). */
async function open(page: Page, query: string) {
  await page.goto(`/rsvp?${query}`);
  await expect(guests(page)).toHaveCount(0);
}

test('renders on the server: noindex, one heading, the event and the place', async ({ request }) => {
  const response = await request.get(`/rsvp?${PLACE}&event=Budget+hearing&event_time=June+3%2C+7+pm`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html.match(/<h1/g)).toHaveLength(1);
  expect(html).toContain('June 3, 7 pm');
  expect(html).toContain('Saratoga, Santa Clara County, California');
});

test('prefilled from the subscriber; checked on blur; yes and no exclude each other; identify then the RSVP event; confirmation', async ({
  page,
  request,
}) => {
  const person = await subscriber(request);
  const calls = rsvpCalls(page);
  await open(page, `${PLACE}&id=${person.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'RSVP: Saratoga community meeting' })).toBeVisible();
  await expect(page.getByText('To be announced')).toBeVisible();
  await expect(field(page, 'First name')).toHaveValue('Ada');
  await expect(field(page, 'Last name')).toHaveValue('Lovelace');
  await expect(field(page, 'Email')).toHaveValue(person.email);

  await field(page, 'First name').fill('');
  await expect(field(page, 'First name')).not.toHaveAccessibleDescription('Please enter your first name');
  await field(page, 'First name').blur();
  await expect(field(page, 'First name')).toHaveAccessibleDescription('Please enter your first name');
  await field(page, 'Email').fill('ada@nowhere');
  await field(page, 'Email').blur();
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await yes(page).focus();
  await yes(page).blur();
  await expect(form(page).getByText('Please select if you will attend')).toBeVisible();

  await field(page, 'First name').fill('Ada');
  await field(page, 'Email').fill(person.email);
  // Leaving the field clears its message (and the layout moves up) before the next click.
  await field(page, 'Email').blur();
  await expect(field(page, 'Email')).not.toHaveAccessibleDescription('Please enter a valid email address');
  await yes(page).check();
  await expect(guests(page)).toBeVisible();
  await no(page).check();
  await expect(yes(page)).not.toBeChecked();
  await expect(guests(page)).toHaveCount(0);
  await yes(page).check();
  await expect(no(page)).not.toBeChecked();
  await guests(page).fill('2');
  await submit(page).click();
  await expect(page.getByRole('heading', { name: ATTENDING })).toBeFocused();
  await expect(form(page)).toHaveCount(0);
  expect(calls.map((call) => new URL(call.url).pathname + new URL(call.url).search)).toEqual([
    '/api/customerio/entityCreate?workflow=newsletter',
    `/api/customerio/events?identifier=${person.id}&workflow=newsletter`,
  ]);
  expect(calls[1].body).toEqual({
    name: 'RSVP',
    data: {
      event: 'Saratoga community meeting',
      event_time: 'To be announced',
      rsvp: "Yes, I'll be there!",
      attendees: '2',
    },
  });
});

test('a decline without an id: the event goes to the email, and the decline message shows', async ({ page }) => {
  const calls = rsvpCalls(page);
  const email = newEmail();
  await open(page, `${PLACE}&event=Budget+hearing&event_time=June+3`);
  await fillGrace(page, email);
  await no(page).check();
  await submit(page).click();
  await expect(page.getByRole('heading', { name: DECLINED })).toBeVisible();
  expect(calls[1].url).toContain(`identifier=${encodeURIComponent(email)}`);
  expect(calls[1].body).toEqual({
    name: 'RSVP',
    data: { event: 'Budget hearing', event_time: 'June 3', rsvp: "Sorry I can't make it" },
  });
});

plainTest('a failing identify keeps the form with the toast, and sends no event', async ({ page }) => {
  const errors = watchErrors(page, 500);
  await page.route('**/api/customerio/entityCreate**', (route) => route.fulfill(serverError));
  const calls = rsvpCalls(page);
  await open(page, PLACE);
  await fillGrace(page);
  await yes(page).check();
  await submit(page).click();
  const failure = toast(page, FAILED);
  await expect(failure).toBeVisible();
  await expect(yes(page)).toBeChecked();
  expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/api/customerio/entityCreate']);
  await expectToastCloses(failure);
  expect(errors).toEqual([]);
});

plainTest('a failing event call keeps the form with the toast', async ({ page }) => {
  const errors = watchErrors(page, 500);
  await page.route('**/api/customerio/events**', (route) => route.fulfill(serverError));
  await open(page, PLACE);
  await fillGrace(page);
  await no(page).check();
  await submit(page).click();
  // Scoped to the toast: Radix also announces the text, for a moment, in a status span of its own.
  await expect(toast(page, FAILED)).toBeVisible();
  await expect(form(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('keyboard only: Tab, typing, Space and Enter send the RSVP', async ({ page }) => {
  await open(page, PLACE);
  await tabAndType(
    page,
    form(page),
    [
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['Email', newEmail()],
    ],
    60,
  );
  await tabTo(page, yes(page), 60);
  await page.keyboard.press('Space');
  await tabTo(page, guests(page), 60);
  await page.keyboard.type('1');
  await tabTo(page, submit(page), 60);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: ATTENDING })).toBeFocused();
});

test('no accessibility violations with the form and with its errors, at 1280 and 390px', async ({ page }) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await open(page, PLACE);
    await expectNoAxeViolations(page);
    await submit(page).click();
    await expect(form(page).getByText('Please select if you will attend')).toBeVisible();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter an email address');
    await expectNoAxeViolations(page);
  }
});

test('a link without a place says it is incomplete and shows no form', async ({ page }) => {
  await page.goto('/rsvp?id=nobody-rsvp@example.com');
  await expect(page.getByRole('heading', { name: 'This invitation link is incomplete' })).toBeVisible();
  await expect(form(page)).toHaveCount(0);
});

plainTest('without JavaScript: yes and no together are refused, then the decline is sent', async ({ browser }) => {
  await formPageWithoutJavaScript(browser, `/rsvp?${PLACE}`, async (page) => {
    await fillGrace(page, 'grace@');
    await yes(page).check();
    await no(page).check();
    await submit(page).click();
    await expect(page).toHaveURL(`/rsvp?${PLACE}`);
    await expect(form(page).getByText('Please select if you will attend')).toBeVisible();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(field(page, 'First name')).toHaveValue('Grace');
    await field(page, 'Email').fill(newEmail());
    await yes(page).uncheck();
    await submit(page).click();
    await expect(page.getByRole('heading', { name: DECLINED })).toBeVisible();
  });
});
