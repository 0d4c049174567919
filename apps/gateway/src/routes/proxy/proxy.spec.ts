import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '@civicbrief/gateway-db';
import { migrationsFolder, testConfig } from '../../test/databases';
import type { FakeApp } from '../../test/fake-app';
import { startPageGateway, type PageGateway } from '../../test/page-gateway';

describe('page proxy', () => {
  let front: PageGateway;
  let civic: FakeApp;
  let marketing: FakeApp;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    front = await startPageGateway();
    ({ app, civic, marketing, database } = front);
    await app.ready();
  });

  beforeEach(() => front.forget());
  afterAll(() => front?.close());

  it('forwards a page to the app that owns it, with the original Host and X-Forwarded-*', async () => {
    // From a trusted proxy (tests trust loopback): the client it names is the visitor.
    const response = await app.inject({
      method: 'GET',
      url: '/ca/los-angeles/meeting-summaries?page=2',
      headers: {
        host: 'www.civicbrief.test',
        'x-forwarded-for': '198.51.100.4, 203.0.113.9',
        'x-request-id': 'req-42',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<h1>civic</h1>');
    expect(response.headers['x-app']).toBe('civic');
    expect(civic.received).toHaveLength(1);
    const [forwarded] = civic.received;
    expect(forwarded.url).toBe('/ca/los-angeles/meeting-summaries?page=2');
    expect(forwarded.headers).toMatchObject({
      host: 'www.civicbrief.test',
      'x-forwarded-host': 'www.civicbrief.test',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '203.0.113.9',
      'x-request-id': 'req-42',
    });
  });

  it("tells the app only what the gateway decided: never an untrusted peer's X-Forwarded-* or a relay header", async () => {
    await app.inject({
      method: 'GET',
      url: '/states',
      remoteAddress: '192.0.2.44',
      headers: {
        'x-forwarded-for': '198.51.100.1',
        'x-forwarded-proto': 'https',
        'x-civicbrief-relay': 'guess',
        'x-civicbrief-client-ip': '198.51.100.2',
      },
    });
    const [forwarded] = civic.received;
    expect(forwarded.headers).toMatchObject({ 'x-forwarded-for': '192.0.2.44', 'x-forwarded-proto': 'http' });
    expect(forwarded.headers['x-civicbrief-relay']).toBeUndefined();
    expect(forwarded.headers['x-civicbrief-client-ip']).toBeUndefined();
  });

  it('routes the marketing pages to marketing', async () => {
    for (const url of ['/', '/about/', '/_marketing/assets/app.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-app']).toBe('marketing');
    }
    expect(marketing.received.map((request) => request.url)).toEqual(['/', '/about/', '/_marketing/assets/app.js']);
    expect(civic.received).toHaveLength(0);
  });

  it("keeps the app's own security headers instead of adding the gateway's", async () => {
    const response = await app.inject({ method: 'GET', url: '/about' });
    expect(response.headers['content-security-policy']).toBe("default-src 'self'; script-src 'self' 'nonce-marketing'");
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('passes a posted form to the app byte for byte', async () => {
    const form = 'firstName=Ana+Mar%C3%ADa&email=ana%40example.com&topics=zoning&topics=schools&note=a%26b%3Dc';
    const response = await app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(response.statusCode).toBe(200);
    const [posted] = marketing.received;
    expect(posted.method).toBe('POST');
    expect(posted.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(posted.body.toString('utf8')).toBe(form);
  });

  it('passes a multipart body untouched, with its boundary', async () => {
    const boundary = '----civicbrief';
    const file = Buffer.from([0x00, 0xff, 0x10, 0x80, 0x0d, 0x0a]);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    await app.inject({
      method: 'POST',
      url: '/ca/los-angeles/survey',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(civic.received[0].body.equals(payload)).toBe(true);
    expect(civic.received[0].headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`);
  });

  it('passes any other body as it came too: the app judges a page post it does not take', async () => {
    for (const [type, payload] of [
      ['application/json', '{"email":"a@b.co","nested":{"deep":[1]}}'],
      ['text/plain', 'a=1\u0000b'],
    ] as const) {
      await app.inject({ method: 'POST', url: '/contact', headers: { 'content-type': type }, payload });
    }
    await app.inject({ method: 'POST', url: '/contact', payload: 'untyped' });
    expect(marketing.received.map((posted) => [posted.headers['content-type'], posted.body.toString('utf8')])).toEqual([
      ['application/json', '{"email":"a@b.co","nested":{"deep":[1]}}'],
      ['text/plain', 'a=1\u0000b'],
      [undefined, 'untyped'],
    ]);
  });

  it('answers HEAD requests through the app', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/states' });
    expect(response.statusCode).toBe(200);
    expect(civic.received[0].method).toBe('HEAD');
  });

  it('never forwards the gateway paths', async () => {
    const response = await app.inject({ method: 'GET', url: '/graphql/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    // The content API answers itself (here: a GET without a query is a bad request).
    expect((await app.inject({ method: 'GET', url: '/graphql' })).statusCode).toBe(400);
    expect(civic.received).toHaveLength(0);
  });

  it('sends HSTS on pages answered over https in production, the protocol told by a trusted proxy only', async () => {
    const secret = 'a-production-secret-of-32-characters-or-more';
    const production = await buildApp({
      config: testConfig({
        NODE_ENV: 'production',
        OUTBOX_WORKER: 'off',
        SESSION_SECRET: secret,
        GATEWAY_RELAY_SECRET: secret,
        NEWSLETTER_LINK_SECRET: secret,
        PREVIEW_SECRET: secret,
        TRUST_PROXY: '10.0.0.0/8',
        CIVIC_URL: civic.url,
      }),
      database,
      migrationsFolder,
      logger: false,
    });
    try {
      const page = (remoteAddress: string) =>
        production.inject({
          method: 'GET',
          url: '/states',
          remoteAddress,
          headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' },
        });
      const viaProxy = await page('10.0.0.7');
      expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(civic.received[0].headers['x-forwarded-proto']).toBe('https');
      const direct = await page('203.0.113.5');
      expect(direct.headers['strict-transport-security']).toBeUndefined();
      expect(civic.received[1].headers['x-forwarded-proto']).toBe('http');
      // Not in development or tests, where localhost must not be pinned to https.
      const local = await app.inject({ method: 'GET', url: '/states', headers: { 'x-forwarded-proto': 'https' } });
      expect(local.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await production.close();
    }
  });

  it("passes an app's 503 on as it came, asking the app once", async () => {
    civic.queue(503, 503, 503);
    const response = await app.inject({ method: 'GET', url: '/california' });
    expect(response.statusCode).toBe(503);
    expect(civic.received).toHaveLength(1);
  });

  it('sends a GET once more when the connection broke before any answer', async () => {
    civic.queue('drop');
    const response = await app.inject({ method: 'GET', url: '/california' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<h1>civic</h1>');
    expect(civic.received.map((request) => request.url)).toEqual(['/california', '/california']);
  });

  it('never sends a form post twice: a broken connection is a 502 page', async () => {
    civic.queue('drop');
    const response = await app.inject({
      method: 'POST',
      url: '/subscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.com',
    });
    expect(response.statusCode).toBe(502);
    expect(civic.received).toHaveLength(1);
  });

  it('gives up after one more try when the app keeps breaking the connection', async () => {
    civic.queue('drop', 'drop', 'drop');
    const response = await app.inject({ method: 'GET', url: '/california' });
    expect(response.statusCode).toBe(502);
    expect(civic.received).toHaveLength(2);
  });

  it('answers 502 with a plain accessible page when the app is down', async () => {
    const response = await app.inject({ method: 'GET', url: '/ai-policy-resources/procurement' });
    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<h1>Something went wrong</h1>');
    expect(response.body).not.toMatch(/ECONNREFUSED|at \w+ \(/);
  });
});
