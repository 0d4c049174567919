import {
  AlertManageResult,
  alertMessages,
  NewsletterExport,
  PageImportInput,
  type AlertCreateInput,
} from '@civicbrief/contracts';
import { alertMatches, alerts, demoRequests, outbox, pages, type Database } from '@civicbrief/gateway-db';
import { and, eq, inArray, like } from 'drizzle-orm';
import { PENDING_ALERTS_PER_ADDRESS } from '../../alerts/alerts-service';
import { signAlertLink } from '../../alerts/links';
import { matchNewPages } from '../../alerts/matcher';
import type { PageWrite } from '../../content/page-values';
import { signLink } from '../../newsletter/links';
import { createOutboxWorker } from '../../outbox/worker';
import { searchConditions, type SearchFilters } from '../../search/search-conditions';
import { testDrivers } from '../../test/databases';
import { gatewayTest, tempFolder, testApp } from '../../test/gateway-test';
import { demoBody, freshClient, post } from '../../test/intake';
import { seedPerson } from '../../test/newsletter-records';
import { sleep, until } from '../../test/waiting';
import { linkIn, readMails } from '../../test/mail-files';

const secret = 'alert-link-secret-for-tests-0123456789';
const origin = 'https://civicbrief.example';
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
const DAY = 24 * 60 * 60 * 1000;
/** The Subject header, its RFC 2047 encoded words decoded. */
const subjectOf = (headers: string) =>
  (/^Subject: (.*)$/m.exec(headers)?.[1] ?? '')
    .replace(/\?= =\?UTF-8\?Q\?/g, '')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_match, text: string) =>
      Buffer.from(
        text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/g, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
        'latin1',
      ).toString('utf8'),
    );

let pageCount = 0;
/** A published meeting summary of a city, written as the import writes it. */
function summary(citySlug: string, title: string, body: string, extra: Record<string, unknown> = {}): PageWrite {
  pageCount += 1;
  const slug = `${citySlug}/summary/city-council-meeting-summary-2026-0${(pageCount % 9) + 1}-${10 + (pageCount % 18)}-${pageCount}`;
  return {
    ...PageImportInput.parse({ title, slug, tags: ['meeting-summary', 'city-council'], description: body, ...extra }),
    body,
  };
}
const saratoga = 'ca/santa-clara-county/saratoga';
const austin = 'tx/travis-county/austin';

const alertBody = (
  email: string,
  search: Partial<AlertCreateInput['search']> & { q: string },
  frequency = 'immediate',
  extra: Record<string, unknown> = {},
) => ({
  search,
  email,
  frequency,
  source: `${origin}/search?q=${encodeURIComponent(search.q)}`,
  ...extra,
});

describe.each(testDrivers)('topic alerts on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => {
    const mail = await tempFolder('alerts-mail-');
    const app = await testApp(database, {
      NEWSLETTER_LINK_SECRET: secret,
      SITE_ORIGIN: origin,
      MAIL_DIR: mail.path,
      CONFIRMATION_MAILS_PER_DAY: '100',
    });
    /** The same database with the usual daily cap of confirmation mails. */
    const capped = await testApp(database, {
      NEWSLETTER_LINK_SECRET: secret,
      SITE_ORIGIN: origin,
      MAIL_DIR: mail.path,
      CONFIRMATION_MAILS_PER_DAY: '3',
    });
    return { app, capped, mail };
  });
  const db = (): Database => setup.database.db;
  const mailsTo = async (email: string) =>
    (await readMails(setup.mail.path)).filter((mail) => mail.headers.includes(`To: ${email}`));
  const create = (body: unknown, client = freshClient()) => post(setup.app, '/api/alerts', body, { client });
  /** Creates and confirms an alert through its signed link, as its owner's click would. */
  async function confirmedAlert(
    email: string,
    search: Partial<AlertCreateInput['search']> & { q: string },
    frequency = 'immediate',
  ): Promise<string> {
    const created = await create(alertBody(email, search, frequency));
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    const confirm = await post(setup.app, '/api/alerts/confirm', { token: signAlertLink(secret, 'confirm', id) });
    expect(confirm.json()).toEqual({ status: 'active', changed: true });
    await setup.app.outbox.runOnce();
    return id;
  }
  /** A content write through the gateway, then the alerts' run and the outbox's, as the running gateway does them. */
  async function publish(...writes: PageWrite[]) {
    for (const write of writes) await setup.app.pages.upsertBySlug(write);
    const run = await setup.app.alerts.scheduler.runOnce();
    await setup.app.outbox.runOnce();
    return run;
  }

  it('create, confirm, publish: one mail for the matching page, with one-click unsubscribe and the manage link', async () => {
    const email = 'Flow@Example.com';
    const created = await create(alertBody(email, { q: 'bike lanes', state: 'ca' }));
    expect(created.statusCode).toBe(200);
    expect(created.headers['cache-control']).toBe('private, no-store');
    expect(created.json()).toMatchObject({ ok: true, status: 'pending-confirmation' });
    const { id } = created.json();

    // Pending: a matching page sends nothing but the confirmation.
    await publish(summary(saratoga, 'Council approves bike lanes on Big Basin Way', 'Protected bike lanes downtown.'));
    await setup.app.outbox.runOnce();
    const [confirmation, ...others] = await mailsTo('flow@example.com');
    expect(others).toEqual([]);
    expect(subjectOf(confirmation.headers)).toBe('Please confirm your CivicBrief alert');
    const token = tokenOf(linkIn(confirmation.body, `${origin}/alerts/confirm?token=`));

    const look = await setup.app.inject({ method: 'GET', url: `/api/alerts/link?token=${encodeURIComponent(token)}` });
    expect(look.json()).toMatchObject({
      purpose: 'confirm',
      alert: { id, q: 'bike lanes', state: 'ca', status: 'pending', frequency: 'immediate' },
    });
    expect((await post(setup.app, '/api/alerts/confirm', { token })).json()).toEqual({
      status: 'active',
      changed: true,
    });
    expect((await post(setup.app, '/api/alerts/confirm', { token })).json()).toEqual({
      status: 'active',
      changed: false,
    });

    await publish(
      summary(saratoga, 'Council funds more bike lanes', 'Bike lane network phase two.'),
      summary(saratoga, 'Planning talks about parking', 'Nothing about bicycles here.'),
      summary(austin, 'Austin bike lanes plan', 'Bike lanes in Texas.'),
    );
    const mails = await mailsTo('flow@example.com');
    expect(mails).toHaveLength(2);
    const alertMail = mails[1];
    expect(subjectOf(alertMail.headers)).toBe('New: a new page matches “bike lanes”');
    expect(alertMail.body).toContain('Council funds more bike lanes');
    expect(alertMail.body).not.toContain('Austin');
    expect(alertMail.body).not.toContain('parking');
    const oneClick = /List-Unsubscribe: <([^>]+)>/.exec(alertMail.headers)?.[1] ?? '';
    expect(oneClick).toMatch(new RegExp(`^${origin}/api/alerts/unsubscribe\\?token=`));
    expect(alertMail.headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const manageLink = linkIn(alertMail.body, `${origin}/alerts/manage?token=`);
    const manage = await setup.app.inject({
      method: 'GET',
      url: `/api/alerts/manage?token=${encodeURIComponent(tokenOf(manageLink))}`,
    });
    expect(AlertManageResult.parse(manage.json()).alerts.map((alert) => alert.id)).toEqual([id]);

    // Publishing the same page again (an import run again, an edit) sends nothing more.
    const again = summary(saratoga, 'Council funds more bike lanes', 'Bike lane network phase two.');
    const sameSlug = (await db().select().from(pages).where(eq(pages.title, 'Council funds more bike lanes')))[0].slug;
    await publish({ ...again, slug: sameSlug });
    await publish({ ...again, slug: sameSlug, body: 'Bike lane network phase two, amended.' });
    expect(await mailsTo('flow@example.com')).toHaveLength(2);

    // The RFC 8058 one-click POST (form body, token in the URL) unsubscribes this alert; then no more mail.
    const path = oneClick.slice(origin.length);
    const unsubscribe = await setup.app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshClient() },
    });
    expect(unsubscribe.statusCode).toBe(200);
    expect(unsubscribe.json()).toEqual({ status: 'unsubscribed', changed: true });
    const get = await setup.app.inject({ method: 'GET', url: path });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toMatch(/^\/alerts\/unsubscribe\?token=/);
    await publish(summary(saratoga, 'Bike lanes, the final vote', 'Bike lanes again.'));
    expect(await mailsTo('flow@example.com')).toHaveLength(2);
  });

  it('a daily digest lists the matches since the last digest, once, when it is due', async () => {
    const email = 'digest@example.com';
    const id = await confirmedAlert(email, { q: 'library', city: 'saratoga', type: 'city-council' }, 'daily');
    await publish(summary(saratoga, 'New library hours', 'The library opens on Sundays.'));
    await publish(
      summary(saratoga, 'Library budget', 'Library books budget.'),
      summary(austin, 'Austin library', 'Library.'),
    );
    // Confirmed before its confirmation mail went out: that mail is not sent, and a daily alert waits for its day.
    expect(await mailsTo(email)).toHaveLength(0);

    const matched = await db().select().from(alertMatches).where(eq(alertMatches.alertId, id));
    expect(matched).toHaveLength(2);
    expect(matched.every((match) => match.deliveryKey === null)).toBe(true);

    const tomorrow = new Date(Date.now() + DAY + 60_000);
    expect((await setup.app.alerts.scheduler.runOnce(tomorrow)).digests).toBe(1);
    await setup.app.outbox.runOnce();
    const [digest] = await mailsTo(email);
    expect(subjectOf(digest.headers)).toBe('Your daily digest: 2 new pages match “library”');
    expect(digest.body).toContain('New library hours');
    expect(digest.body).toContain('Library budget');
    expect(digest.body).not.toContain('Austin');
    expect(digest.headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Nothing new: no digest; a new match waits for the next day.
    expect((await setup.app.alerts.scheduler.runOnce(tomorrow)).digests).toBe(0);
    await publish(summary(saratoga, 'Library parking', 'Library lot.'));
    expect((await setup.app.alerts.scheduler.runOnce(new Date(tomorrow.getTime() + 60_000))).digests).toBe(0);
    expect((await setup.app.alerts.scheduler.runOnce(new Date(tomorrow.getTime() + DAY + 120_000))).digests).toBe(1);
    await setup.app.outbox.runOnce();
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('a crash between match and send sends the mail once: the outbox redelivers after the lease', async () => {
    const email = 'crash@example.com';
    await confirmedAlert(email, { q: 'wildfire' });
    await setup.app.pages.upsertBySlug(summary(saratoga, 'Wildfire evacuation routes', 'Wildfire plan.'));
    // Matches recorded and the mail queued in one transaction.
    expect((await setup.app.alerts.scheduler.runOnce()).immediateMails).toBe(1);

    // A worker claims the row and dies before it sends: its lease (200 ms here) runs out, nothing was recorded.
    let claimed = 0;
    let die: () => void = () => undefined;
    const dying = createOutboxWorker({
      db: db(),
      maxAttempts: 5,
      leaseMs: 200,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      deliverers: {
        'alert-mail': async () => {
          claimed += 1;
          await new Promise<void>((resolve) => (die = resolve));
          return { result: 'retry', error: 'process died' };
        },
      },
    });
    const died = dying.runOnce();
    await until(() => claimed === 1);
    await sleep(250);
    // The matcher running again (a restart) finds nothing new to queue.
    expect((await setup.app.alerts.scheduler.runOnce()).immediateMails).toBe(0);
    await setup.app.outbox.runOnce();
    die();
    await died;
    await setup.app.outbox.runOnce();
    const mails = (await mailsTo(email)).filter(
      (mail) => mail.headers.includes('Wildfire') || mail.body.includes('Wildfire'),
    );
    expect(mails).toHaveLength(1);
    const rows = await db().select().from(outbox).where(like(outbox.idempotencyKey, 'alert-matches:%'));
    const mine = rows.filter((row) => (row.payload as { to: string }).to === email);
    expect(mine.map((row) => row.status)).toEqual(['delivered']);
  });

  it('matches exactly what the search engine finds for the same words and filters', async () => {
    const searches: SearchFilters[] = [
      { q: '"tree removal"' },
      { q: 'tree or hedge', state: 'ca' },
      { q: 'tree -oak', city: 'saratoga' },
      { q: 'trees', type: 'planning-commission' },
      { q: 'tree', from: '2020-01-01', to: '2020-12-31' },
    ];
    const ids: string[] = [];
    for (const [index, search] of searches.entries()) {
      const alertSearch = Object.fromEntries(
        Object.entries(search).filter(([, value]) => value),
      ) as AlertCreateInput['search'];
      ids.push(await confirmedAlert(`engine${index}@example.com`, alertSearch));
    }
    const written = [
      summary(saratoga, 'Tree removal permits', 'Oak tree removal.'),
      summary(saratoga, 'Hedge rules', 'Hedges and trees.'),
      summary(austin, 'Tree removal in Austin', 'Tree removal citywide.'),
      { ...summary(saratoga, 'Planning: trees', 'Street trees.'), tags: ['meeting-summary', 'planning-commission'] },
      summary(saratoga, 'Old tree story', 'Tree.', { publishedAt: '2020-06-01' }),
    ];
    await publish(...written);
    const slugs = written.map((write) => write.slug);
    const newIds = (await db().select({ id: pages.id }).from(pages).where(inArray(pages.slug, slugs))).map(
      (row) => row.id,
    );
    for (const [index, search] of searches.entries()) {
      const engine = await db()
        .select({ id: pages.id })
        .from(pages)
        .where(and(inArray(pages.id, newIds), searchConditions(search)));
      const matched = await db()
        .select({ pageId: alertMatches.pageId })
        .from(alertMatches)
        .where(eq(alertMatches.alertId, ids[index]));
      expect(matched.map((row) => row.pageId).sort()).toEqual(engine.map((row) => row.id).sort());
      expect(engine.length).toBeGreaterThan(0);
    }
  });

  it('never matches a page twice, whatever runs again', async () => {
    const email = 'twice@example.com';
    const id = await confirmedAlert(email, { q: 'sidewalk' });
    const write = summary(saratoga, 'Sidewalk repairs', 'Sidewalk.');
    await publish(write);
    await publish(write);
    await publish({ ...write, title: 'Sidewalk repairs (updated)' });
    // Even with the cursor sent back to the start and the page forgotten as seen, the unique pair holds.
    await setup.database.db.execute(`update alert_cursors set mark = 'epoch'`);
    await setup.database.db.execute(`delete from alert_seen_pages`);
    await matchNewPages(db());
    await setup.app.alerts.scheduler.runOnce(new Date(Date.now() + 30 * DAY));
    await setup.app.outbox.runOnce();
    expect(await db().select().from(alertMatches).where(eq(alertMatches.alertId, id))).toHaveLength(1);
    expect((await mailsTo(email)).filter((mail) => mail.body.includes('Sidewalk repairs'))).toHaveLength(1);
  });

  it('limits: 10 confirmed alerts per address, bounded words, checked filters, the honeypot, per-client rate', async () => {
    const email = 'many@example.com';
    for (let index = 0; index < 10; index += 1) await confirmedAlert(email, { q: `topic ${index}` });
    const eleventh = await create(alertBody(email, { q: 'topic 10' }));
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(alertMessages.tooManyAlerts);
    // The same search again is the same alert, not an eleventh.
    expect((await create(alertBody(email, { q: 'topic 3' }))).statusCode).toBe(200);
    expect(await db().select().from(alerts).where(eq(alerts.email, email))).toHaveLength(10);

    const bad = [
      alertBody('x@example.com', { q: 'a'.repeat(201) }),
      alertBody('x@example.com', { q: '' }),
      alertBody('x@example.com', { q: 'ok', state: 'california' }),
      alertBody('x@example.com', { q: 'ok', city: '../etc' }),
      alertBody('x@example.com', { q: 'ok', type: 'not-a-body' as 'city-council' }),
      alertBody('x@example.com', { q: 'ok', from: '2025-02-30' }),
      alertBody('x@example.com', { q: 'ok', from: '2025-03-01', to: '2025-02-01' }),
      alertBody('x@example.com', { q: 'ok' }, 'hourly'),
      alertBody('not-an-address', { q: 'ok' }),
    ];
    for (const body of bad) {
      const response = await create(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const trapped = await create(
      alertBody('bot@example.com', { q: 'spam' }, 'immediate', { homepage: 'http://spam.example' }),
    );
    expect(trapped.json()).toMatchObject({ ok: true, status: 'pending-confirmation' });
    expect(await db().select().from(alerts).where(eq(alerts.email, 'bot@example.com'))).toEqual([]);

    const client = freshClient();
    const answers = [];
    for (let index = 0; index < 21; index += 1)
      answers.push((await create(alertBody(`rate${index}@example.com`, { q: 'rate' }), client)).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('pending alerts never block the owner: 10 at most, a new one replaces the oldest, and none counts against confirmed ones', async () => {
    const email = 'victim@example.com';
    // Someone else fills the address with unconfirmed alerts: every one is accepted, none is ever a 409.
    const forged: string[] = [];
    for (let index = 0; index < PENDING_ALERTS_PER_ADDRESS + 5; index += 1) {
      const response = await create(alertBody(email, { q: `forged ${index}` }));
      expect(response.statusCode).toBe(200);
      forged.push(response.json().id);
    }
    const pendingOf = async () =>
      (
        await db()
          .select()
          .from(alerts)
          .where(and(eq(alerts.email, email), eq(alerts.status, 'pending')))
      ).map((row) => row.id);
    expect((await pendingOf()).sort()).toEqual(forged.slice(-PENDING_ALERTS_PER_ADDRESS).sort());

    // The owner's own alert goes through, and its confirmation confirms it.
    const own = await confirmedAlert(email, { q: 'my own topic' });
    expect((await setup.app.alerts.find(own))?.status).toBe('active');
    expect(await pendingOf()).toHaveLength(PENDING_ALERTS_PER_ADDRESS - 1);

    // Confirmed ones are what the quota counts: an address with 10 confirms no eleventh, pending or new.
    for (let index = 1; index < 10; index += 1) await confirmedAlert(email, { q: `mine ${index}` });
    const [waiting] = await pendingOf();
    const refused = await post(setup.app, '/api/alerts/confirm', { token: signAlertLink(secret, 'confirm', waiting) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(alertMessages.tooManyAlerts);
    expect((await setup.app.alerts.find(waiting))?.status).toBe('pending');
  });

  it('confirmation mails are capped per mailbox: case and plus-address variants share one daily cap; stored as typed', async () => {
    const variants = [
      'box+1@example.com',
      'box+2@example.com',
      'BOX@EXAMPLE.COM',
      'box@example.com',
      'Box+alerts@Example.com',
    ];
    for (const [index, email] of variants.entries()) {
      const response = await post(setup.capped, '/api/alerts', alertBody(email, { q: `variant ${index}` }));
      expect(response.statusCode).toBe(200);
    }
    const confirmations = (await db().select().from(outbox)).filter(
      (row) =>
        row.kind === 'alert-mail' &&
        (row.payload as { template: string; to: string }).template === 'alert-confirm' &&
        /^box[+@]/.test((row.payload as { to: string }).to),
    );
    // Rows in no particular order (PostgreSQL returns them as it finds them).
    expect(confirmations.map((row) => (row.payload as { to: string }).to).sort()).toEqual([
      'box+1@example.com',
      'box+2@example.com',
      'box@example.com',
    ]);
    // Each alert keeps its address with its tag; another mailbox has its own cap.
    expect((await db().select().from(alerts).where(like(alerts.email, 'box%'))).map((row) => row.email).sort()).toEqual(
      ['box+1@example.com', 'box+2@example.com', 'box+alerts@example.com', 'box@example.com', 'box@example.com'],
    );
    expect((await post(setup.capped, '/api/alerts', alertBody('box2@example.com', { q: 'variant' }))).statusCode).toBe(
      200,
    );
    expect(
      (await db().select().from(outbox)).filter((row) => (row.payload as { to?: string }).to === 'box2@example.com'),
    ).toHaveLength(1);
  });

  it('a pending alert lives 48 hours, as its confirm link: then it is gone, and counts for nothing', async () => {
    const email = 'late@example.com';
    const { id } = (await create(alertBody(email, { q: 'slow reader' }))).json();
    const { id: fresh } = (await create(alertBody(email, { q: 'quick reader' }))).json();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);
    await db()
      .update(alerts)
      .set({ createdAt: hoursAgo(49) })
      .where(eq(alerts.id, id));
    await db()
      .update(alerts)
      .set({ createdAt: hoursAgo(47) })
      .where(eq(alerts.id, fresh));

    // A link signed 49 hours ago has expired; one signed later finds no alert.
    const old = await post(setup.app, '/api/alerts/confirm', {
      token: signAlertLink(secret, 'confirm', id, hoursAgo(49).getTime()),
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(alertMessages.linkExpired);
    const gone = await post(setup.app, '/api/alerts/confirm', { token: signAlertLink(secret, 'confirm', id) });
    expect(gone.statusCode).toBe(404);
    expect(await setup.app.alerts.find(id)).toBeNull();
    // 47 hours: still there, and confirmed by a link signed then.
    const inTime = await post(setup.app, '/api/alerts/confirm', {
      token: signAlertLink(secret, 'confirm', fresh, hoursAgo(47).getTime()),
    });
    expect(inTime.json()).toEqual({ status: 'active', changed: true });

    // The scheduler deletes expired pending alerts too.
    const { id: stale } = (await create(alertBody(email, { q: 'stale' }))).json();
    await db()
      .update(alerts)
      .set({ createdAt: hoursAgo(49) })
      .where(eq(alerts.id, stale));
    await setup.app.alerts.scheduler.runOnce();
    expect(await setup.app.alerts.find(stale)).toBeNull();
  });

  it('manage: lists the address’s alerts, changes how often, deletes; never another address’s', async () => {
    const first = await confirmedAlert('owner@example.com', { q: 'zoning' });
    const second = await confirmedAlert('owner@example.com', { q: 'parks' }, 'weekly');
    const stranger = await confirmedAlert('stranger@example.com', { q: 'zoning' });
    const token = signAlertLink(secret, 'manage', first);
    const list = await setup.app.inject({
      method: 'GET',
      url: `/api/alerts/manage?token=${encodeURIComponent(token)}`,
    });
    expect(list.json()).toMatchObject({
      email: 'owner@example.com',
      alerts: [
        { id: first, q: 'zoning' },
        { id: second, frequency: 'weekly' },
      ],
    });

    const update = await post(setup.app, '/api/alerts/manage', {
      action: 'update',
      token,
      alertId: second,
      frequency: 'daily',
    });
    expect(update.json().alerts[1]).toMatchObject({ id: second, frequency: 'daily' });
    expect(
      (await post(setup.app, '/api/alerts/manage', { action: 'delete', token, alertId: stranger })).statusCode,
    ).toBe(404);
    const deleted = await post(setup.app, '/api/alerts/manage', { action: 'delete', token, alertId: first });
    const after = AlertManageResult.parse(deleted.json());
    expect(after.alerts.map((alert) => alert.id)).toEqual([second]);
    // The link's own alert is gone: the answer carries a token for the address's remaining ones.
    expect(
      (await setup.app.inject({ method: 'GET', url: `/api/alerts/manage?token=${encodeURIComponent(token)}` }))
        .statusCode,
    ).toBe(404);
    const fresh = await setup.app.inject({
      method: 'GET',
      url: `/api/alerts/manage?token=${encodeURIComponent(after.token ?? '')}`,
    });
    expect(fresh.json().alerts).toHaveLength(1);

    // Tokens made for something else, forged or from the newsletter are refused with a 400, never a 5xx.
    for (const bad of [
      signAlertLink(secret, 'confirm', second),
      'x.y',
      signLink(secret, 'data', second),
      `${token}x`,
    ]) {
      const response = await setup.app.inject({
        method: 'GET',
        url: `/api/alerts/manage?token=${encodeURIComponent(bad)}`,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('my data: the newsletter export and erase cover the address’s alerts and demo requests', async () => {
    const email = 'mydata@example.com';
    const { subscriptions } = await seedPerson(db(), email);
    const alertId = await confirmedAlert(email, { q: 'budget' });
    await publish(summary(saratoga, 'Budget hearing', 'Budget.'));
    expect((await post(setup.app, '/api/demo-requests', demoBody(email))).statusCode).toBe(200);
    await confirmedAlert('other@example.com', { q: 'budget' });

    const token = signLink(secret, 'data', subscriptions[0].id);
    const exported = NewsletterExport.parse(
      (
        await setup.app.inject({ method: 'GET', url: `/api/newsletter/export?token=${encodeURIComponent(token)}` })
      ).json(),
    );
    expect(exported.alerts.map((row) => row['id'])).toEqual([alertId]);
    expect(exported.demoRequests).toEqual([expect.objectContaining({ email })]);
    expect(JSON.stringify(exported)).not.toContain('other@example.com');

    const erased = await post(setup.app, '/api/newsletter/erase', { token });
    expect(erased.json().erased).toMatchObject({ alerts: 1, demoRequests: 1 });
    expect(await db().select().from(alerts).where(eq(alerts.email, email))).toEqual([]);
    expect(await db().select().from(alertMatches).where(eq(alertMatches.alertId, alertId))).toEqual([]);
    expect(await db().select().from(demoRequests).where(eq(demoRequests.email, email))).toEqual([]);
    const carrying = (await db().select().from(outbox)).filter(
      (row) => JSON.stringify(row.payload).toLowerCase().includes(email) && row.status === 'pending',
    );
    expect(carrying.map((row) => row.idempotencyKey)).toEqual([`erased:${subscriptions[0].id}`]);
    expect(await db().select().from(alerts).where(eq(alerts.email, 'other@example.com'))).toHaveLength(1);
  });
});
