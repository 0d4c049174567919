import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  JS_BUDGET_KIB,
  expectHydrated,
  expectJavaScriptWithin,
  expectNoAxeViolations,
  plainTest,
  test,
  uniqueEmail,
  withoutJavaScript,
} from '@civicbrief/e2e-support';
import { LINK_SECRET, signMailLink } from './support/mail-links';

// Topic alerts (decision 036). Alert links are the newsletter's tokens under a key derived from the stack's
// link secret (apps/gateway/src/alerts/links.ts), signed here as a mail would carry them.
const ALERT_KEY = createHmac('sha256', LINK_SECRET).update('civicbrief topic alerts').digest('base64url');

const signAlertLink = (purpose: 'confirm' | 'unsubscribe' | 'manage', alertId: string): string =>
  signMailLink(ALERT_KEY, purpose === 'manage' ? 'data' : purpose, alertId);

const text = {
  created:
    'Almost done: we sent you an email. Click the link in it to confirm your alert. Nothing is sent before you confirm.',
  confirmed: 'Your alert is confirmed. We will email you when new pages match it.',
  emailRequired: /enter your email|email/i,
};

const FROM_SEARCH = '/alerts/new?q=bike+lanes&state=ca&city=saratoga&type=city-council';

/** An alert made through the gateway's own call, as the form's action makes it. */
async function createAlert(request: APIRequestContext, q: string, email = uniqueEmail('alerts')): Promise<string> {
  const response = await request.post('/api/alerts', {
    data: { search: { q, state: 'ca' }, email, frequency: 'daily' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).id;
}

async function fillAndSend(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Create an alert' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('combobox', { name: 'How often' }).selectOption('weekly');
  await form.getByRole('button', { name: 'Create alert' }).click();
}

test('the alert form, prefilled from the search: checked in the browser, then sent; axe clean; never cached', async ({
  page,
}) => {
  const response = await page.goto(FROM_SEARCH);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an alert' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create an alert' });
  await expect(form.getByRole('textbox', { name: 'Words to look for' })).toHaveValue('bike lanes');
  await expect(form.getByText('state CA · city Saratoga · City Council')).toBeVisible();
  await expectHydrated(page);
  await expectNoAxeViolations(page);

  // Nothing sent while the address is missing: the field says why.
  await form.getByRole('button', { name: 'Create alert' }).click();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await fillAndSend(page, uniqueEmail('alerts-js'));
  await expect(page.getByRole('status').filter({ hasText: text.created })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('without JavaScript the form posts, the server checks it and answers the same', async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto(FROM_SEARCH);
    const form = page.getByRole('form', { name: 'Create an alert' });
    await form.getByRole('textbox', { name: 'Words to look for' }).fill('');
    await form.getByRole('button', { name: 'Create alert' }).click();
    await expect(page.getByText('Please enter the words to look for.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');

    await form.getByRole('textbox', { name: 'Words to look for' }).fill('bike lanes');
    await fillAndSend(page, uniqueEmail('alerts-nojs'));
    await expect(page.getByRole('status').filter({ hasText: text.created })).toBeVisible();
  });
});

test('the confirm link: opening it changes nothing, the button confirms', async ({ page, request }) => {
  const id = await createAlert(request, 'housing element');
  const token = signAlertLink('confirm', id);
  await page.goto(`/alerts/confirm?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your alert' })).toBeVisible();
  await expect(page.getByText('“housing element”')).toBeVisible();
  await expectNoAxeViolations(page);
  const link = async () =>
    (await (await request.get(`/api/alerts/link?token=${encodeURIComponent(token)}`)).json()).alert.status;
  expect(await link()).toBe('pending');
  await page.getByRole('button', { name: 'Confirm the alert' }).click();
  await expect(page.getByRole('status').filter({ hasText: text.confirmed })).toBeVisible();
  expect(await link()).toBe('active');
});

// plainTest: the page's own 400 is the answer here, not an error of the page.
plainTest('a damaged alert link is a 400 page that says so', async ({ page, request }) => {
  const token = signAlertLink('confirm', await createAlert(request, 'damaged link'));
  const response = await page.goto(`/alerts/confirm?token=${encodeURIComponent(`${token}x`)}`);
  expect(response?.status()).toBe(400);
  await expect(
    page.getByText('This link is not valid. Please check that you opened the whole link from the email.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm the alert' })).toHaveCount(0);
});

test('the manage page lists the address’s alerts, changes how often and deletes, with and without JavaScript', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('alerts-manage');
  const first = await createAlert(request, 'parks', email);
  await createAlert(request, 'library', email);
  await page.goto(`/alerts/manage?token=${encodeURIComponent(signAlertLink('manage', first))}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your alerts' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your alerts' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await list.getByRole('listitem').first().getByRole('combobox', { name: 'How often' }).selectOption('immediate');
  await list.getByRole('button', { name: 'Save: how often for “parks”' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The alert was updated.' })).toBeVisible();
  await expect(list.getByRole('listitem').first().getByRole('combobox', { name: 'How often' })).toHaveValue(
    'immediate',
  );

  // The link's own alert deleted: the page comes back with a link to the address's other alerts.
  await list.getByRole('button', { name: 'Delete the alert for “parks”' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The alert was deleted.' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);
  const url = page.url();

  await withoutJavaScript(browser, async (plain) => {
    await plain.goto(url);
    await plain.getByRole('button', { name: 'Delete the alert for “library”' }).click();
    await expect(plain.getByRole('status').filter({ hasText: 'The alert was deleted.' })).toBeVisible();
    await expect(plain.getByText('This address has no alerts.')).toBeVisible();
  });
});

test('the alert form fetches at most the civic JavaScript budget untouched (decision 021)', async ({ page }) => {
  await expectJavaScriptWithin(page, FROM_SEARCH, JS_BUDGET_KIB.civic);
});
