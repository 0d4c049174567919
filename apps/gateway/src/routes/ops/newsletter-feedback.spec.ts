import { subscribers } from '@civicbrief/gateway-db';
import { newsletterMailLinks } from '../../newsletter/link-urls';
import { signLink } from '../../newsletter/links';
import { gatewayTest, testApp } from '../../test/gateway-test';

const SECRET = 'feedback-loop-link-secret-of-the-test';
const OPS_TOKEN = 'an-operator-token-of-32-characters!!';
const saratoga = { city: 'Saratoga', county: 'Santa Clara County', state: 'California' };
const austin = { city: 'Austin', county: 'Travis County', state: 'Texas' };

/** A report mail as a mail system writes it: multipart/report with the report part and the reported mail's headers. */
function reportMail(reportType: string, reportPart: string, originalHeaders: string): string {
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.example.net>',
    'To: bounces@civicbrief.example',
    'Subject: Report',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=${reportType}; boundary="r-1"`,
    '',
    '--r-1',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'This is a report about a message you sent.',
    '--r-1',
    `Content-Type: message/${reportType}`,
    '',
    reportPart,
    '--r-1',
    'Content-Type: text/rfc822-headers',
    '',
    originalHeaders,
    '--r-1--',
    '',
  ].join('\r\n');
}

const dsn = (recipients: { address: string; action: string; status: string }[]) =>
  reportMail(
    'delivery-status',
    [
      'Reporting-MTA: dns; mx.example.net',
      'Arrival-Date: Sun, 29 Nov 2026 03:00:00 +0000',
      ...recipients.flatMap(({ address, action, status }) => [
        '',
        `Final-Recipient: rfc822; ${address}`,
        `Action: ${action}`,
        `Status: ${status}`,
        `Diagnostic-Code: smtp; 550 5.1.1 <${address}>: Recipient address rejected`,
      ]),
      '',
    ].join('\r\n'),
    'From: CivicBrief <newsletter@civicbrief.example>\r\nSubject: Saratoga newsletter\r\n',
  );

const arf = (feedbackType: string, oneClickUrl: string, originalRcptTo = '') =>
  reportMail(
    'feedback-report',
    [
      `Feedback-Type: ${feedbackType}`,
      'User-Agent: ExampleFBL/1.0',
      'Version: 1',
      ...(originalRcptTo ? [`Original-Rcpt-To: ${originalRcptTo}`] : []),
      'Arrival-Date: Sun, 29 Nov 2026 03:00:00 +0000',
      '',
    ].join('\r\n'),
    // Mailbox providers redact the recipient: the mail's own one-click link is what names the subscription.
    [
      'From: CivicBrief <newsletter@civicbrief.example>',
      'To: redacted@mail.example',
      'List-Unsubscribe:',
      ` <${oneClickUrl}>`,
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      'Subject: Saratoga newsletter',
      '',
    ].join('\r\n'),
  );

describe('the newsletter feedback endpoint: bounces and complaints from the relay', () => {
  const setup = gatewayTest('pglite', async (database) => {
    const app = await testApp(database, { NEWSLETTER_LINK_SECRET: SECRET, OPS_TOKEN });
    const rows = await database.db
      .insert(subscribers)
      .values([
        { email: 'gone@example.com', status: 'active', ...saratoga },
        { email: 'Gone@Example.com', status: 'active', ...austin },
        { email: 'complainer@example.com', status: 'active', ...saratoga },
        { email: 'complainer@example.com', status: 'pending', ...austin },
        { email: 'delayed@example.com', status: 'active', ...saratoga },
        { email: 'bystander@example.com', status: 'active', ...saratoga },
      ])
      .returning();
    return { app, ids: Object.fromEntries(rows.map((row) => [`${row.email.toLowerCase()} ${row.city}`, row.id])) };
  });
  const send = (body: string, token: string | null = OPS_TOKEN, type = 'message/rfc822') =>
    setup.app.inject({
      method: 'POST',
      url: '/api/ops/newsletter/feedback',
      headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body,
    });
  const states = async () =>
    Object.fromEntries(
      (await setup.database.db.select().from(subscribers)).map((row) => [
        `${row.email.toLowerCase()} ${row.city}`,
        `${row.status}${row.suppressed ? ` (${row.suppressed})` : ''}`,
      ]),
    );

  it('suppresses every city of an address refused for good, not one delayed for now', async () => {
    const report = dsn([
      { address: 'gone@example.com', action: 'failed', status: '5.1.1' },
      { address: 'delayed@example.com', action: 'delayed', status: '4.2.2' },
    ]);
    const answer = await send(report);
    expect([answer.statusCode, answer.json()]).toEqual([200, { kind: 'bounce', mailboxes: 1, suppressed: 2 }]);
    expect(await states()).toMatchObject({
      'gone@example.com Saratoga': 'unsubscribed (bounce)',
      'gone@example.com Austin': 'unsubscribed (bounce)',
      'delayed@example.com Saratoga': 'active',
    });
  });

  it("suppresses a complainer found by the reported mail's own signed link, and counts it in the summary", async () => {
    const { unsubscribeOneClick } = newsletterMailLinks(
      'https://civicbrief.example',
      SECRET,
      setup.ids['complainer@example.com Saratoga'],
    );
    const answer = await send(arf('abuse', unsubscribeOneClick), OPS_TOKEN, 'text/plain');
    expect(answer.json()).toEqual({ kind: 'complaint', mailboxes: 1, suppressed: 2 });
    expect(await states()).toMatchObject({
      'complainer@example.com Saratoga': 'unsubscribed (complaint)',
      'complainer@example.com Austin': 'unsubscribed (complaint)',
      'bystander@example.com Saratoga': 'active',
    });
    const summary = await setup.app.inject({
      method: 'GET',
      url: '/api/ops/newsletter',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(summary.json().suppressed).toEqual({ bounces: 1, complaints: 1 });
  });

  it('takes no forged link, no other kind of report, and nothing but a report, each with a 400', async () => {
    const forged = signLink('not-our-secret-at-all', 'newsletter', setup.ids['bystander@example.com Saratoga']);
    const forgedAnswer = await send(
      arf('abuse', `https://civicbrief.example/api/newsletter/unsubscribe?token=${forged}`),
    );
    expect(forgedAnswer.json()).toEqual({ kind: 'complaint', mailboxes: 0, suppressed: 0 });
    for (const body of [
      arf('not-spam', 'https://civicbrief.example/x'),
      dsn([{ address: 'bystander@example.com', action: 'delayed', status: '4.4.1' }]),
      'From: someone@example.com\r\nSubject: hello\r\n\r\nJust a mail.',
      '\u0000\u0001 not a mail',
    ]) {
      const answer = await send(body);
      expect([answer.statusCode, answer.json().statusCode]).toEqual([400, 400]);
    }
    expect((await states())['bystander@example.com Saratoga']).toBe('active');
  });

  it('answers operators only, and refuses a body over its size or of another type', async () => {
    const report = dsn([{ address: 'bystander@example.com', action: 'failed', status: '5.1.1' }]);
    expect((await send(report, null)).statusCode).toBe(401);
    expect((await send(report, 'a-wrong-token-of-thirty-two-chars!!!')).statusCode).toBe(401);
    expect((await send(report, OPS_TOKEN, 'application/pdf')).statusCode).toBe(415);
    expect((await send(`${report}${'x'.repeat(600 * 1024)}`)).statusCode).toBe(413);
    expect((await states())['bystander@example.com Saratoga']).toBe('active');
  });
});
