/** @jest-environment node */
import { startFakeGateway, type FakeGateway } from '../../testing';
import { contentApiFor, gatewayFor } from './gateway-for';

describe('gatewayFor: the client of one page request', () => {
  let gateway: FakeGateway;
  const env = () => ({ GATEWAY_URL: gateway.url, GATEWAY_RELAY_SECRET: 's'.repeat(32) });
  const page = new Request('http://site.test/login', {
    headers: { 'x-forwarded-for': '203.0.113.9', cookie: 'cb_session=t.s' },
  });

  beforeAll(async () => {
    gateway = await startFakeGateway();
  });
  afterAll(() => gateway.close());

  it("names the visitor and forwards the visitor's cookies on every call", async () => {
    gateway.answer('GET /api/auth/session', {
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in' },
    });
    gateway.answer('POST /api/rds/request_a_city', { status: 200, body: { ok: true, id: 'x' } });
    const client = gatewayFor(page, env());
    await expect(client.currentUser()).resolves.toBeNull();
    await client.requestCity({ state: 'Texas', name: 'Austin' });
    for (const call of gateway.received) {
      expect(call.headers).toMatchObject({
        'x-civicbrief-relay': 's'.repeat(32),
        'x-civicbrief-client-ip': '203.0.113.9',
        'x-forwarded-for': '203.0.113.9',
        cookie: 'cb_session=t.s',
      });
    }
    expect(gateway.received).toHaveLength(2);
  });

  it('answers a refused sign-in and a bad link as outcomes, and throws what a person cannot fix', async () => {
    gateway.answer('POST /api/auth/login', {
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Wrong email or password' },
    });
    gateway.answer('GET /api/newsletter/link', { status: 404, body: { message: 'not json error' } });
    gateway.answer('POST /api/newsletter/confirm', { status: 500, body: {} });
    const client = gatewayFor(page, env());
    await expect(client.signIn({ email: 'a@b.co', password: 'x' })).resolves.toEqual({
      ok: false,
      status: 401,
      message: 'Wrong email or password',
      fieldErrors: {},
    });
    await expect(client.lookUpLink('t', 'confirm')).resolves.toMatchObject({ ok: false, status: 404 });
    await expect(client.confirmSubscription('t')).rejects.toMatchObject({ name: 'GatewayError', status: 500 });
  });

  it('without a page request, calls as this server: no visitor, no cookies', async () => {
    gateway.answer('GET /healthz', { status: 200, body: { status: 'ok' } });
    await gatewayFor(undefined, env()).health();
    const headers = gateway.received.at(-1)?.headers ?? {};
    for (const name of ['x-civicbrief-relay', 'x-civicbrief-client-ip', 'x-forwarded-for', 'cookie'])
      expect(headers[name]).toBeUndefined();
  });
});

describe('contentApiFor: where a server reads the content API', () => {
  let gateway: FakeGateway;
  const env = () => ({ GATEWAY_URL: gateway.url, GATEWAY_RELAY_SECRET: 's'.repeat(32) });

  beforeAll(async () => {
    gateway = await startFakeGateway();
  });
  afterAll(() => gateway.close());

  it("is the gateway's /graphql, read as the page request's visitor", async () => {
    gateway.answer('POST /graphql', { status: 200, body: { data: {} } });
    const api = contentApiFor(
      new Request('http://site.test/ca', { headers: { 'x-forwarded-for': '203.0.113.9' } }),
      env(),
    );
    expect(api.url).toBe(`${gateway.url}/graphql`);
    await api.fetch?.(api.url, { method: 'POST', body: '{}' });
    expect(gateway.received.at(-1)?.headers).toMatchObject({
      'x-civicbrief-relay': 's'.repeat(32),
      'x-civicbrief-client-ip': '203.0.113.9',
    });
  });

  it('is read as this server without a request (a sitemap)', () => {
    expect(contentApiFor(undefined, env())).toEqual({ url: `${gateway.url}/graphql` });
  });
});
