/** @jest-environment node */
import { gatewayFor } from '@civicbrief/gateway-client/server';
import { fakeGatewayForSuite } from '@civicbrief/gateway-client/testing';
import { contentFor } from '../components/content/content.server';

const secret = 'a-relay-secret-of-at-least-32-characters';

/**
 * Every call the app makes for a visitor names the visitor to the gateway with the relay secret
 * (decision 012): the gateway's per-client limits count the visitor, not this server. The visitor is the
 * last X-Forwarded-For entry, the one the gateway set when it forwarded the page.
 */
describe("the visitor's address on the app's calls to the gateway", () => {
  const gateway = fakeGatewayForSuite();
  const page = () =>
    new Request('http://site.test/page', { headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' } });

  beforeAll(() => {
    gateway.answer('GET /api/auth/session', {
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in' },
    });
    gateway.answer('GET /api/newsletter/link', {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'This link is not valid.' },
    });
    gateway.answer('POST /graphql', {
      status: 200,
      body: { data: { pageCollection: { total: 0, skip: 0, limit: 10, items: [] } } },
    });
    gateway.answer('POST /api/rds/request_a_city', { status: 200, body: { ok: true, id: 'x' } });
  });

  afterEach(() => {
    delete process.env['GATEWAY_RELAY_SECRET'];
  });

  async function everyCall(): Promise<void> {
    await gatewayFor(page()).currentUser();
    await gatewayFor(page()).lookUpLink('token', 'confirm');
    await (await contentFor(page())).recentArticles().catch(() => undefined);
    await gatewayFor(page()).requestCity({ state: 'Texas', name: 'Austin' });
  }

  it('sends the relay secret and the visitor address with sign-in, link, content and intake calls', async () => {
    process.env['GATEWAY_RELAY_SECRET'] = secret;
    await everyCall();
    expect(gateway.received.map((request) => request.url.split('?')[0])).toEqual([
      '/api/auth/session',
      '/api/newsletter/link',
      '/graphql',
      '/api/rds/request_a_city',
    ]);
    for (const request of gateway.received) {
      expect([request.url, request.headers['x-civicbrief-relay'], request.headers['x-civicbrief-client-ip']]).toEqual([
        request.url,
        secret,
        '203.0.113.9',
      ]);
    }
  });

  it('names nobody without the secret: the gateway would not believe it', async () => {
    await everyCall();
    expect(gateway.received).toHaveLength(4);
    for (const request of gateway.received) {
      expect(request.headers['x-civicbrief-relay']).toBeUndefined();
      expect(request.headers['x-civicbrief-client-ip']).toBeUndefined();
    }
  });
});
