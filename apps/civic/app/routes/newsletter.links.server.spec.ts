/** @jest-environment node */
import { intakeToasts, newsletterMessages } from '@civicbrief/contracts';
import { fakeGatewayForSuite } from '@civicbrief/gateway-client/testing';
import * as confirmPage from './newsletter.confirm';
import * as frequencyPage from './newsletter.frequency';
import * as myDataPage from './newsletter.my-data';
import * as unsubscribePage from './newsletter.unsubscribe';

const link = (purpose: string, status: string) => ({
  status: 200,
  body: { purpose, status, city: 'Saratoga', state: 'California' },
});
const args = (request: Request) => ({ request, params: {}, context: {} });
const page = (path: string) =>
  new Request(`http://site.test${path}`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://site.test${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });

describe('newsletter link pages: loaders and actions', () => {
  const gateway = fakeGatewayForSuite();

  it('confirm: the page only looks the link up (GET); the form posts the confirmation', async () => {
    gateway.answer('GET /api/newsletter/link', link('confirm', 'pending'));
    const shown = await confirmPage.loader(args(page('/newsletter/confirm?token=abc.def')));
    expect(await shown.json()).toEqual({
      token: 'abc.def',
      problem: null,
      link: { purpose: 'confirm', status: 'pending', city: 'Saratoga', state: 'California' },
    });
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect(gateway.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/newsletter/link?token=abc.def',
    ]);
    expect(gateway.received[0].headers['x-forwarded-for']).toBe('203.0.113.9');

    gateway.answer('POST /api/newsletter/confirm', { status: 200, body: { status: 'active', changed: true } });
    const done = await confirmPage.action(args(post('/newsletter/confirm?token=abc.def', { token: 'abc.def' })));
    expect(await done.json()).toEqual({ problem: null, done: newsletterMessages.confirmed });
    expect(JSON.parse(gateway.received[1].body)).toEqual({ token: 'abc.def' });

    gateway.answer('POST /api/newsletter/confirm', { status: 200, body: { status: 'active', changed: false } });
    expect(await (await confirmPage.action(args(post('/newsletter/confirm', { token: 'abc.def' })))).json()).toEqual({
      problem: null,
      done: newsletterMessages.alreadyConfirmed,
    });
  });

  it('shows a link made for another page, a missing token, or the gateway’s refusal as the page’s problem', async () => {
    gateway.answer('GET /api/newsletter/link', link('data', 'active'));
    const misused = await confirmPage.loader(args(page('/newsletter/confirm?token=abc.def')));
    expect(misused.status).toBe(400);
    expect((await misused.json()).problem).toBe(newsletterMessages.linkInvalid);

    const missing = await unsubscribePage.loader(args(page('/newsletter/unsubscribe')));
    expect(missing.status).toBe(400);
    expect((await missing.json()).problem).toBe(newsletterMessages.linkInvalid);

    gateway.answer('GET /api/newsletter/link', {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: newsletterMessages.linkExpired },
    });
    const expired = await myDataPage.loader(args(page('/newsletter/my-data?token=old')));
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ token: 'old', problem: newsletterMessages.linkExpired, valid: false });

    gateway.answer('POST /api/newsletter/unsubscribe', {
      status: 429,
      body: { statusCode: 429, error: 'Too Many Requests', message: intakeToasts.tooManyRequests },
    });
    const limited = await unsubscribePage.action(args(post('/newsletter/unsubscribe', { token: 'abc.def' })));
    expect(limited.status).toBe(429);
    expect((await limited.json()).problem).toBe(intakeToasts.tooManyRequests);
  });

  it('a gateway failure is an error for the error boundary, not a message', async () => {
    gateway.answer('GET /api/newsletter/link', {
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' },
    });
    await expect(confirmPage.loader(args(page('/newsletter/confirm?token=abc.def')))).rejects.toThrow(
      'gateway answered 500',
    );
  });

  it('unsubscribe posts the token in the URL, as the one-click call does', async () => {
    gateway.answer('POST /api/newsletter/unsubscribe', {
      status: 200,
      body: { status: 'unsubscribed', changed: true },
    });
    const done = await unsubscribePage.action(
      args(post('/newsletter/unsubscribe?token=abc.def', { token: 'abc.def' })),
    );
    expect(await done.json()).toEqual({ problem: null, done: newsletterMessages.unsubscribed });
    expect(gateway.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/newsletter/unsubscribe?token=abc.def',
    ]);
  });

  it("unsubscribe: a newsletter mail's link is for every city it covers; a confirm link is not valid there", async () => {
    gateway.answer('GET /api/newsletter/link', {
      status: 200,
      body: { ...link('newsletter', 'active').body, cities: [{ city: 'Saratoga', state: 'California' }] },
    });
    const shown = await unsubscribePage.loader(args(page('/newsletter/unsubscribe?token=abc.def')));
    expect((await shown.json()).link?.cities).toEqual([{ city: 'Saratoga', state: 'California' }]);
    gateway.answer('GET /api/newsletter/link', link('confirm', 'pending'));
    expect((await unsubscribePage.loader(args(page('/newsletter/unsubscribe?token=abc.def')))).status).toBe(400);
  });

  it('frequency: the page looks the link up; Save posts the choice; a value outside the three never leaves', async () => {
    gateway.answer('GET /api/newsletter/link', {
      status: 200,
      body: { ...link('data', 'active').body, frequency: 'weekly' },
    });
    const shown = await frequencyPage.loader(args(page('/newsletter/frequency?token=abc.def')));
    expect((await shown.json()).link?.frequency).toBe('weekly');
    expect(shown.headers.get('cache-control')).toBe('private, no-store');

    gateway.answer('POST /api/newsletter/frequency', { status: 200, body: { frequency: 'daily', changed: true } });
    const saved = await frequencyPage.action(
      args(post('/newsletter/frequency?token=abc.def', { token: 'abc.def', frequency: 'daily' })),
    );
    expect(await saved.json()).toEqual({ problem: null, saved: 'daily' });
    expect(JSON.parse(gateway.received[1].body)).toEqual({ token: 'abc.def', frequency: 'daily' });

    const wrong = await frequencyPage.action(
      args(post('/newsletter/frequency', { token: 'abc.def', frequency: 'hourly' })),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ problem: 'Choose weekly, daily or never.', saved: null });
    expect(gateway.received).toHaveLength(2);
  });

  it('takes a token longer than any signed link as a bad link, without a call the gateway could not answer', async () => {
    const token = 'x'.repeat(20_000);
    const posted = await unsubscribePage.action(args(post(`/newsletter/unsubscribe?token=${token}`, { token })));
    expect(posted.status).toBe(400);
    expect((await posted.json()).problem).toBe(newsletterMessages.linkInvalid);
    const shown = await confirmPage.loader(args(page(`/newsletter/confirm?token=${token}`)));
    expect(shown.status).toBe(400);
    expect(gateway.received).toHaveLength(0);
  });

  it('erase needs the box ticked before anything reaches the gateway', async () => {
    const unticked = await myDataPage.action(args(post('/newsletter/my-data', { token: 'abc.def' })));
    expect(unticked.status).toBe(400);
    expect(await unticked.json()).toMatchObject({
      status: 'invalid',
      fieldErrors: { confirm: newsletterMessages.eraseConfirmRequired },
    });
    expect(gateway.received).toHaveLength(0);

    gateway.answer('POST /api/newsletter/erase', {
      status: 200,
      body: { erased: { people: 1, subscribers: 1, leads: 0, events: 0 } },
    });
    const erased = await myDataPage.action(args(post('/newsletter/my-data', { token: 'abc.def', confirm: 'on' })));
    expect(await erased.json()).toEqual({ status: 'success' });
    expect(JSON.parse(gateway.received[0].body)).toEqual({ token: 'abc.def' });
  });

  it("erase answers the gateway's refusal of the link with its status and message", async () => {
    gateway.answer('POST /api/newsletter/erase', {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: newsletterMessages.linkExpired },
    });
    const refused = await myDataPage.action(args(post('/newsletter/my-data', { token: 'abc.def', confirm: 'on' })));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      status: 'failed',
      message: newsletterMessages.linkExpired,
      values: {},
      httpStatus: 400,
    });
    const missing = await myDataPage.action(args(post('/newsletter/my-data', { confirm: 'on' })));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ status: 'failed', message: newsletterMessages.linkInvalid });
  });
});
