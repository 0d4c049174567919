import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  importPage,
  markdownOf,
  MOBILE_VIEWPORT,
  readPage,
  test,
  uniqueEmail,
} from '@civicbrief/e2e-support';
import { linkTo, mailTo } from './support/mail-folder';

// The newsletter's whole loop with no internet (decision 046), as a resident and an operator live it on
// `npm run start:offline`: subscribe on the city page, confirm from the mail, an editor publishes a summary, the
// operators compose and send, the digest arrives in the mail folder, and its links work. Screens go to SHOTS_DIR.
const SHOTS = process.env['SHOTS_DIR'] ?? 'tmp/shots';
const SARATOGA = '/ca/santa-clara-county/saratoga';
const NEWEST_SUMMARY = `query($contains: String!) {
  pageCollection(where: { slug_contains: $contains }, order: [firstPublishedAt_DESC], limit: 1) { items { slug } }
}`;

/** An editor publishes a new Saratoga meeting summary (POST /api/ops/content), made from the newest seeded one. */
async function publishSummary(request: APIRequestContext, title: string): Promise<string> {
  const newest = await request.post('/graphql', {
    data: { query: NEWEST_SUMMARY, variables: { contains: `${SARATOGA.slice(1)}/summary/` } },
  });
  const found = (await newest.json()) as { data: { pageCollection: { items: { slug: string }[] } } };
  const model = found.data.pageCollection.items[0]?.slug;
  expect(model, 'the seed has a Saratoga summary').toBeDefined();
  const page = await readPage(request, model as string);
  const slug = `${SARATOGA.slice(1)}/summary/city-council-meeting-summary-loop-${Date.now()}`;
  await importPage(request, markdownOf({ ...page, slug, title, sys: { publishedAt: new Date().toISOString() } }));
  return slug;
}

/** The thanks of a sign-up with double opt-in. */
const CHECK_INBOX = 'Please check your inbox and confirm your subscription.';

test('subscribe on the city page, confirm from the mail, publish: the digest arrives, reads on the web, and its links choose how often and stop every city', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('loop');
  await page.setViewportSize(MOBILE_VIEWPORT);

  // A first visit to the city page: Subscribe opens the modal; its form sends once its code is there.
  await page.goto(SARATOGA);
  await page.getByRole('region', { name: 'Saratoga newsletter' }).getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Saratoga meeting summaries' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText(CHECK_INBOX)).toBeVisible();

  // The confirmation mail: opening its link changes nothing, the button confirms.
  const confirmation = await mailTo(email, /confirm/i);
  await page.goto(linkTo(confirmation, '/newsletter/confirm'));
  await page.getByRole('button', { name: 'Confirm your subscription' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your subscription is confirmed. Thank you!' }),
  ).toBeVisible();

  // A second city for the same address, through the call the sign-up forms make, confirmed from its own mail.
  const second = await request.post('/api/customerio/subscribe?workflow=newsletter', {
    data: { data: { email, city: 'Palo Alto', county: 'Santa Clara County', state: 'California', source: '/loop' } },
  });
  expect((await second.json()).status).toBe('pending-confirmation');
  await page.goto(linkTo(await mailTo(email, /confirm/i, 2), '/newsletter/confirm'));
  await page.getByRole('button', { name: 'Confirm your subscription' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your subscription is confirmed. Thank you!' }),
  ).toBeVisible();

  // An editor publishes a summary; the operators compose the issues of the day and send what is due.
  const title = `City Council approves the loop test budget ${Date.now()}`;
  const slug = await publishSummary(request, title);
  const composed = (await (await request.post('/api/ops/newsletter/compose')).json()).issues;
  expect(composed, 'an issue is composed once a day: the suite needs its fresh database (freshDirs)').toBeGreaterThan(
    0,
  );
  expect((await (await request.post('/api/ops/newsletter/send')).json()).mails).toBeGreaterThanOrEqual(1);

  // One mail for both cities, with the new summary, the one-click unsubscribe headers and the web version.
  const digest = await mailTo(email, /newsletter/i);
  // The cities in the order of their issues: newest first, then by slug.
  expect(digest.subject).toBe('Your CivicBrief newsletter: Palo Alto and 1 more city');
  expect(digest.text).toContain(title);
  expect(digest.headers['list-unsubscribe']).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
  expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  const web = linkTo(digest, `${SARATOGA}/newsletter/`);
  await page.goto(web);
  await expect(page.getByRole('heading', { level: 1, name: /^Saratoga newsletter, / })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/${slug}`);
  await page.screenshot({ path: `${SHOTS}/newsletter-loop-web-390.png`, fullPage: true });

  // How often: the mail's link, a plain form.
  await page.goto(linkTo(digest, '/newsletter/frequency'));
  await expect(page.getByRole('combobox', { name: 'How often' })).toHaveValue('weekly');
  await expectNoAxeViolations(page);
  await page.getByRole('combobox', { name: 'How often' }).selectOption('daily');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Saved. Your newsletter will come once a day, when your cities have news.' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'How often' })).toHaveValue('daily');
  await page.screenshot({ path: `${SHOTS}/newsletter-loop-frequency-390.png`, fullPage: true });

  // Unsubscribe: the mail covers both cities, so its link stops both.
  await page.goto(linkTo(digest, '/newsletter/unsubscribe'));
  const intro = page.getByText(/^Stop receiving the CivicBrief newsletter for /);
  await expect(intro).toContainText('Saratoga, California');
  await expect(intro).toContainText('Palo Alto, California');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/newsletter-loop-unsubscribe-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Unsubscribe from all' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'You are unsubscribed. You will not receive this newsletter any more.' }),
  ).toBeVisible();
  // Nothing more is due for the address.
  expect((await (await request.post('/api/ops/newsletter/send?dryRun=true')).json()).mails).toBe(0);
});
