/** @jest-environment node */
import { alertMessages } from '@civicbrief/contracts';
import { fakeGatewayForSuite } from '@civicbrief/gateway-client/testing';
import { action } from './alerts.new';

const fields = { q: 'bike lanes', state: 'ca', city: 'saratoga', email: 'ada@example.com', frequency: 'weekly' };

describe('/alerts/new action', () => {
  const gateway = fakeGatewayForSuite();

  const post = (sent: Record<string, string>) =>
    action({
      request: new Request('http://site.test/alerts/new', {
        method: 'POST',
        body: new URLSearchParams(sent),
        headers: { referer: 'http://site.test/alerts/new?q=bike+lanes', 'x-forwarded-for': '203.0.113.5' },
      }),
      params: {},
      context: {},
    });

  it('checks the post with the form schema before calling the gateway, privately', async () => {
    const response = await post({ ...fields, q: ' ', frequency: 'hourly' });
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({
      status: 'invalid',
      fieldErrors: { q: alertMessages.queryRequired, frequency: alertMessages.frequencyRequired },
    });
    expect(gateway.received).toHaveLength(0);
  });

  it('creates the alert with the search, the address, how often and the page it came from', async () => {
    gateway.answer('POST /api/alerts', { status: 200, body: { ok: true, id: 'a1' } });
    const response = await post(fields);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success' });
    const sent = gateway.received[gateway.received.length - 1];
    expect(JSON.parse(sent.body)).toEqual({
      search: { q: 'bike lanes', state: 'ca', city: 'saratoga' },
      email: 'ada@example.com',
      frequency: 'weekly',
      source: 'http://site.test/alerts/new?q=bike+lanes',
    });
    expect(sent.headers['x-forwarded-for']).toBe('203.0.113.5');
  });

  it("answers the gateway's refusal with its status and message, the values as sent", async () => {
    gateway.answer('POST /api/alerts', {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: alertMessages.tooManyAlerts },
    });
    const response = await post(fields);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      status: 'failed',
      message: alertMessages.tooManyAlerts,
      values: { email: 'ada@example.com', q: 'bike lanes' },
    });
  });
});
