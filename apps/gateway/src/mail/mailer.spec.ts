import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { subscriberLinks } from '../newsletter/link-urls';
import { startFakeSmtp } from '../test/fake-smtp';
import { decodeQuotedPrintable } from '../test/mail-files';
import { confirmSubscriptionMail } from '../newsletter/confirm-subscription';
import { createMailer, isPermanentMailError } from './mailer';
import { newsletterHeaders } from '../newsletter/newsletter-headers';

const config = { siteOrigin: 'https://civicbrief.example', intake: { linkSecret: 'a-link-secret-of-enough-length' } };
const subscriber = { id: '0b6f1c1e-5d3a-4c7e-9a51-2f4f4d1f8a10' };
const from = 'CivicBrief <newsletter@civicbrief.example>';

const message = () =>
  confirmSubscriptionMail({
    to: 'ada@example.com',
    firstName: 'Ada <script>',
    city: 'Saratoga',
    state: 'California',
    links: subscriberLinks(config.siteOrigin, config.intake.linkSecret, subscriber.id),
    headers: newsletterHeaders(subscriber, config),
  });

describe('mailer without SMTP: .eml files', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mail-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes <timestamp>-<id>.eml with the one-click unsubscribe headers and both parts', async () => {
    const mailer = createMailer({ dir, from });
    expect(mailer.mode).toBe('file');
    const sent = await mailer.send(message());
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{8}\.eml$/);
    expect(sent.file).toBe(join(dir, files[0]));

    const eml = await readFile(join(dir, files[0]), 'utf8');
    const unfolded = eml.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(
      /^List-Unsubscribe: <https:\/\/civicbrief\.example\/api\/newsletter\/unsubscribe\?token=[\w-]+\.[\w-]+>$/m,
    );
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(unfolded).toMatch(/^Subject: Please confirm your CivicBrief subscription$/m);
    expect(unfolded).toMatch(/^To: ada@example\.com$/m);
    expect(unfolded).toMatch(/^From: CivicBrief <newsletter@civicbrief\.example>$/m);
    expect(eml).toContain('Content-Type: text/plain; charset=utf-8');
    expect(eml).toContain('Content-Type: text/html; charset=utf-8');

    const body = decodeQuotedPrintable(eml);
    expect(body).toMatch(
      /Confirm your subscription: https:\/\/civicbrief\.example\/newsletter\/confirm\?token=[\w-]+\.[\w-]+\n/,
    );
    expect(body).toMatch(/<a href="https:\/\/civicbrief\.example\/newsletter\/confirm\?token=[\w-]+\.[\w-]+" style=/);
    expect(body).toContain(
      'Please confirm that you want to receive the CivicBrief newsletter for Saratoga, California.',
    );
    expect(body).toContain('<p>Hi Ada &lt;script&gt;,</p>');
    expect(body).not.toContain('<script>,</p>');
    expect(body).toMatch(/Download or erase your data: https:\/\/civicbrief\.example\/newsletter\/my-data\?token=/);
  });
});

describe('mailer with SMTP_URL', () => {
  it('hands the message with its headers to the SMTP server', async () => {
    const smtp = await startFakeSmtp();
    const mailer = createMailer({ smtpUrl: smtp.url, dir: 'unused', from });
    try {
      expect(mailer.mode).toBe('smtp');
      const sent = await mailer.send(message());
      expect(sent.file).toBeUndefined();
      expect(smtp.data).toHaveLength(1);
      expect(smtp.data[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('gives up on a server that never greets within its time limit (nodemailer would wait 30 s, then 10 min of silence)', async () => {
    const smtp = await startFakeSmtp({ stallConnections: 1 });
    const mailer = createMailer({ smtpUrl: smtp.url, dir: 'unused', from }, { timeoutMs: 400 });
    try {
      // A mailer that waited on the stalled server would fail this test by jest's timeout: no timed assertion.
      const error = await mailer.send(message()).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(Error);
      expect(isPermanentMailError(error)).toBe(false);
      expect(smtp.data).toEqual([]);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('tells permanent refusals (5xx) from temporary ones (4xx, connection failures)', async () => {
    for (const [answer, permanent] of [
      ['550 no such user', true],
      ['451 try again later', false],
    ] as const) {
      const smtp = await startFakeSmtp({ rcptAnswer: answer });
      const mailer = createMailer({ smtpUrl: smtp.url, dir: 'unused', from });
      try {
        const error = await mailer.send(message()).then(
          () => null,
          (failure: unknown) => failure,
        );
        expect(error).not.toBeNull();
        expect(isPermanentMailError(error)).toBe(permanent);
      } finally {
        mailer.close();
        await smtp.close();
      }
    }
    expect(isPermanentMailError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(false);
  });
});
