import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { newsletterIssues, subscribers, type DatabaseHandle } from '@civicbrief/gateway-db';
import { createMailer } from '../../mail/mailer';
import { verifyLink } from '../links';
import { openTestDatabase, testConfig } from '../../test/databases';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp';
import { createDigestDeliverer } from './digest-deliverer';

const saratoga = 'ca/santa-clara-county/saratoga';
const item = {
  slug: `${saratoga}/summary/city-council-meeting-summary-2026-11-24`,
  title: 'City Council, November 24',
};

describe('the newsletter mail deliverer', () => {
  let database: DatabaseHandle;
  let issueId: string;
  const log = { info: jest.fn(), warn: jest.fn() };

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const [issue] = await database.db
      .insert(newsletterIssues)
      .values({
        citySlug: saratoga,
        issueDate: '2026-11-29',
        periodStart: new Date('2026-11-22T06:00:00Z'),
        periodEnd: new Date('2026-11-29T06:00:00Z'),
        content: { sections: { summaries: [{ ...item, description: '', date: '2026-11-25T10:00:00Z' }] }, more: {} },
        items: 1,
      })
      .returning();
    issueId = issue.id;
  });
  afterAll(() => database?.close());

  const LINK_SECRET = { NEWSLETTER_LINK_SECRET: 'digest-deliverer-link-secret' };

  async function withSmtp(
    rcptAnswer: string,
    use: (smtp: FakeSmtp, deliver: ReturnType<typeof createDigestDeliverer>) => Promise<void>,
  ) {
    const smtp = await startFakeSmtp({ rcptAnswer });
    const config = testConfig({ SMTP_URL: smtp.url, SITE_ORIGIN: 'https://civicbrief.example', ...LINK_SECRET });
    const mailer = createMailer(config.mail);
    try {
      await use(smtp, createDigestDeliverer({ db: database.db, mailer, config, log }));
    } finally {
      mailer.close();
      await smtp.close();
    }
  }

  const subscribe = async (email: string) => {
    const [row] = await database.db
      .insert(subscribers)
      .values({ email, city: 'Saratoga', county: 'Santa Clara County', state: 'California', status: 'active' })
      .returning();
    return row.id;
  };

  it('mails the issues with the subscriber links, one-click unsubscribe and the row-bound Message-ID', async () => {
    const id = await subscribe('reader@example.com');
    await withSmtp('250 ok', async (smtp, deliver) => {
      const job = { to: 'reader@example.com', subscriberIds: [id], issueIds: [issueId] };
      expect(await deliver(job, 'digest:one')).toEqual({ result: 'delivered' });
      const [message] = smtp.data;
      expect(message).toMatch(/^Subject: Saratoga newsletter: November 29, 2026$/m);
      expect(message).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(message).toMatch(/^Message-ID: <digest-[0-9a-f]{32}@civicbrief\.example>$/m);
      expect(message).toContain('City Council, November 24');
      expect(message).toContain('/newsletter/my-data?token=');
      expect(message).toContain('/newsletter/frequency?token=');
      // The one-click unsubscribe speaks for every city the mail covers: a newsletter link of the address.
      const unfolded = message.replace(/\r?\n[ \t]+/g, '');
      const oneClick = /^List-Unsubscribe:\s*<[^>]*\?token=([^>]+)>\r?$/m.exec(unfolded)?.[1] ?? '';
      expect(verifyLink(LINK_SECRET.NEWSLETTER_LINK_SECRET, decodeURIComponent(oneClick))).toMatchObject({
        ok: true,
        purpose: 'newsletter',
      });
      // Again (a retry after a crash): the same message.
      await deliver(job, 'digest:one');
      const ids = smtp.data.map((data) => /^Message-ID: (.*)$/m.exec(data)?.[1]);
      expect(ids[1]).toBe(ids[0]);
    });
  });

  it('sends nothing for a subscription taken back since the mail was queued', async () => {
    const id = await subscribe('gone@example.com');
    await database.db.update(subscribers).set({ status: 'unsubscribed' }).where(eq(subscribers.id, id));
    await withSmtp('250 ok', async (smtp, deliver) => {
      const job = { to: 'gone@example.com', subscriberIds: [id], issueIds: [issueId] };
      expect(await deliver(job, 'digest:gone')).toMatchObject({ result: 'delivered', note: 'no subscription left' });
      expect(smtp.data).toEqual([]);
    });
  });

  it('suppresses an address the server refuses for good, and retries one it refuses for now', async () => {
    const id = await subscribe('bounce@example.com');
    const job = { to: 'bounce@example.com', subscriberIds: [id], issueIds: [issueId] };
    await withSmtp('451 try later', async (_smtp, deliver) => {
      expect(await deliver(job, 'digest:later')).toMatchObject({ result: 'retry' });
    });
    await withSmtp('550 no such user', async (_smtp, deliver) => {
      expect(await deliver(job, 'digest:bounce')).toMatchObject({ result: 'dead' });
    });
    const [row] = await database.db.select().from(subscribers).where(eq(subscribers.id, id));
    expect(row.status).toBe('unsubscribed');
  });

  it('sends a test mail with the links to the site pages', async () => {
    await withSmtp('250 ok', async (smtp, deliver) => {
      expect(await deliver({ to: 'editor@example.com', subscriberIds: [], issueIds: [issueId] }, 'test:1')).toEqual({
        result: 'delivered',
      });
      expect(smtp.data[0]).not.toMatch(/^List-Unsubscribe:/m);
    });
  });

  it("hands the rendered mail to Customer.io's transactional API when its App API key is set", async () => {
    const received: { authorization?: string; body: Record<string, unknown> }[] = [];
    // Customer.io's App API as it answers: 200 with the delivery, 400 `{ meta: { error } }` for a bad request.
    const api = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const body = JSON.parse(text) as Record<string, unknown>;
        received.push({ authorization: request.headers.authorization, body });
        response.writeHead(body.subject ? 200 : 400, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            body.subject
              ? { delivery_id: 'RAECAAFwnUSneIa0ZXkmDw', queued_at: 1764400000 }
              : { meta: { error: 'subject is required' } },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const appApiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    try {
      const config = testConfig({
        SITE_ORIGIN: 'https://civicbrief.example',
        CUSTOMERIO_APP_API_URL: appApiUrl,
        CUSTOMERIO_APP_API_KEY: 'app-key-789',
      });
      const deliver = createDigestDeliverer({ db: database.db, mailer: createMailer(config.mail), config, log });
      const id = await subscribe('cio-reader@example.com');
      const job = { to: 'cio-reader@example.com', subscriberIds: [id], issueIds: [issueId] };
      expect(await deliver(job, 'digest:cio')).toEqual({ result: 'delivered' });
      expect(received[0].authorization).toBe('Bearer app-key-789');
      expect(received[0].body).toMatchObject({
        to: 'cio-reader@example.com',
        identifiers: { email: 'cio-reader@example.com' },
        subject: 'Saratoga newsletter: November 29, 2026',
        headers: expect.objectContaining({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }),
      });
      expect(String(received[0].body.body)).toContain('City Council, November 24');
      expect(String(received[0].body.body_plain)).toContain('City Council, November 24');
    } finally {
      await new Promise<void>((resolve) => api.close(() => resolve()));
    }
  });
});
