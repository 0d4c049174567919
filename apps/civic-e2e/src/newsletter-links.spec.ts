import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectHydrated,
  expectNoAxeViolations,
  MOBILE_VIEWPORT,
  plainTest,
  serverHeading,
  serverHtml,
  test,
  withoutJavaScript,
} from '@civicbrief/e2e-support';
import { LINK_SECRET, signMailLink, WEEK_MS } from './support/mail-links';

// These tests sign links with the stack's link secret the way the gateway does, as a mail would carry them.
type Purpose = 'confirm' | 'unsubscribe' | 'data';

const signLink = (purpose: Purpose, subscriberId: string, issuedAt = Date.now()): string =>
  signMailLink(LINK_SECRET, purpose, subscriberId, issuedAt);

const text = {
  confirmIntro: 'Confirm that you want to receive the CivicBrief newsletter for Saratoga, California.',
  confirmed: 'Your subscription is confirmed. Thank you!',
  alreadyConfirmed: 'Your subscription is already confirmed.',
  unsubscribeIntro: 'Stop receiving the CivicBrief newsletter for Saratoga, California.',
  unsubscribed: 'You are unsubscribed. You will not receive this newsletter any more.',
  myDataIntro: 'Download a copy of everything we hold about your email address, or erase it.',
  eraseLabel: 'I understand that this erases my subscriptions and everything else we hold about my email address.',
  tickTheBox: 'Please tick the box to confirm.',
  erased: 'Your data has been erased.',
  linkInvalid: 'This link is not valid. Please check that you opened the whole link from the email.',
  linkExpired: 'This link has expired. Please use the link in a more recent email.',
};

let sequence = 0;

/** A new (active: double opt-in is off in e2e) Saratoga subscriber, through the newsletter's own call. */
async function subscribe(request: APIRequestContext): Promise<{ id: string; email: string }> {
  const email = `links-e2e-${Date.now()}-${(sequence += 1)}@example.com`;
  const response = await request.post('/api/customerio/subscribe?workflow=newsletter', {
    data: {
      data: {
        email,
        city: 'Saratoga',
        county: 'Santa Clara County',
        state: 'California',
        source: '/newsletter-links-e2e',
      },
    },
  });
  expect(response.status()).toBe(200);
  return { id: (await response.json()).id, email };
}

const statusOf = async (request: APIRequestContext, id: string) =>
  (await (await request.get(`/api/newsletter/link?token=${encodeURIComponent(signLink('data', id))}`)).json()).status;

const pageUrl = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** axe needs JavaScript in the page: it runs on the pages with JavaScript on (the markup is the same without). */
async function unsubscribeThenConfirm(page: Page, request: APIRequestContext, id: string, axe: boolean) {
  const checkAccessibility = () => (axe ? expectNoAxeViolations(page) : Promise.resolve());
  const response = await page.goto(pageUrl('/newsletter/unsubscribe', signLink('unsubscribe', id)));
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText(text.unsubscribeIntro)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await checkAccessibility();
  // Opening the link changed nothing.
  expect(await statusOf(request, id)).toBe('active');

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: text.unsubscribed })).toBeVisible();
  expect(await statusOf(request, id)).toBe('unsubscribed');
  await checkAccessibility();

  await page.goto(pageUrl('/newsletter/confirm', signLink('confirm', id)));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await expect(page.getByText(text.confirmIntro)).toBeVisible();
  await checkAccessibility();
  expect(await statusOf(request, id)).toBe('unsubscribed');

  await page.getByRole('button', { name: 'Confirm your subscription' }).click();
  await expect(page.getByRole('status').filter({ hasText: text.confirmed })).toBeVisible();
  expect(await statusOf(request, id)).toBe('active');

  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: text.alreadyConfirmed })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm your subscription' })).toHaveCount(0);
}

test('unsubscribe and confirm by button, never by opening the link (JavaScript on)', async ({ page, request }) => {
  const { id } = await subscribe(request);
  await unsubscribeThenConfirm(page, request, id, true);
  // The done message takes the focus of the button it replaced.
  await page.goto(pageUrl('/newsletter/unsubscribe', signLink('unsubscribe', id)));
  // The focus move is the app's (before it arrives the button posts and the server answers): it is waited for.
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: text.unsubscribed })).toBeFocused();
});

test('unsubscribe and confirm by button without JavaScript', async ({ browser, request }) => {
  const { id } = await subscribe(request);
  await withoutJavaScript(browser, (page) => unsubscribeThenConfirm(page, request, id, false));
});

test('my data: download the export, and erase only once the box is ticked (JavaScript on)', async ({
  page,
  request,
}) => {
  const { id, email } = await subscribe(request);
  await page.goto(pageUrl('/newsletter/my-data', signLink('data', id)));
  // What this test is about is the app's (the erase button enabled by the box): it is waited for.
  await expectHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await expect(page.getByText(text.myDataIntro)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize(MOBILE_VIEWPORT);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('civicbrief-my-data.json');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(exported.email).toBe(email);
  expect(exported.subscribers).toEqual([expect.objectContaining({ id, city: 'Saratoga', status: 'active' })]);

  const erase = page.getByRole('region', { name: 'Erase my data' });
  await erase.getByRole('button', { name: 'Erase my data' }).click();
  const box = erase.getByRole('checkbox', { name: text.eraseLabel });
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(text.tickTheBox);
  expect(await statusOf(request, id)).toBe('active');

  await box.check();
  await erase.getByRole('button', { name: 'Erase my data' }).click();
  await expect(page.getByRole('status').filter({ hasText: text.erased })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download my data' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect((await request.get(`/api/newsletter/export?token=${encodeURIComponent(signLink('data', id))}`)).status()).toBe(
    404,
  );
});

test('my data without JavaScript: the server explains the unticked box, then erases', async ({ browser, request }) => {
  const { id } = await subscribe(request);
  await withoutJavaScript(browser, async (page) => {
    await page.goto(pageUrl('/newsletter/my-data', signLink('data', id)));
    const erase = page.getByRole('region', { name: 'Erase my data' });
    await erase.getByRole('button', { name: 'Erase my data' }).click();
    await expect(erase.getByText(text.tickTheBox)).toBeVisible();
    expect(await statusOf(request, id)).toBe('active');

    await erase.getByRole('checkbox', { name: text.eraseLabel }).check();
    await erase.getByRole('button', { name: 'Erase my data' }).click();
    await expect(page.getByRole('status').filter({ hasText: text.erased })).toBeVisible();
  });
  expect((await request.get(`/api/newsletter/link?token=${encodeURIComponent(signLink('data', id))}`)).status()).toBe(
    404,
  );
});

// The bad link's page is a 400 document, which Chromium logs as a console error: this test allows that one.
plainTest('a forged, expired, misused or missing link is a 400 page that says so', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 400')) errors.push(message.text());
  });
  const { id } = await subscribe(request);
  const forged = signLink('confirm', id).replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
  const cases: [string, string][] = [
    [pageUrl('/newsletter/confirm', forged), text.linkInvalid],
    [pageUrl('/newsletter/confirm', signLink('confirm', id, Date.now() - 2 * WEEK_MS)), text.linkExpired],
    [pageUrl('/newsletter/unsubscribe', signLink('data', id)), text.linkInvalid],
    ['/newsletter/my-data', text.linkInvalid],
  ];
  for (const [path, message] of cases) {
    const html = await serverHtml(request, path, 400);
    expect(html).toContain(message);
    // No form that acts on the link (the navbar's GET search form is on every page).
    expect(html).not.toMatch(/<form[^>]*method="post"/i);
  }
  expect(serverHeading(await serverHtml(request, '/newsletter/my-data', 400))).toBe('Your data');

  await page.goto(pageUrl('/newsletter/confirm', forged));
  await expect(page.getByRole('alert')).toHaveText(text.linkInvalid);
  await expectNoAxeViolations(page);
  expect(await statusOf(request, id)).toBe('active');
  expect(errors).toEqual([]);
});

test('RFC 8058 one-click: the mail client POSTs to the List-Unsubscribe URL; a GET there opens the page', async ({
  request,
}) => {
  const { id } = await subscribe(request);
  const target = `/api/newsletter/unsubscribe?token=${encodeURIComponent(signLink('unsubscribe', id))}`;
  const opened = await request.get(target);
  expect(opened.url()).toContain('/newsletter/unsubscribe?token=');
  expect(serverHeading(await opened.text())).toBe('Unsubscribe');
  expect(await statusOf(request, id)).toBe('active');

  const oneClick = await request.post(target, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.json()).toEqual({ status: 'unsubscribed', changed: true });
  expect(await statusOf(request, id)).toBe('unsubscribed');
});
