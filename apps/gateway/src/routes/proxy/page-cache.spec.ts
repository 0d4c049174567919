import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { migrationsFolder, openTestDatabase, testConfig } from '../../test/databases';
import { contentFixtures } from '../../test/content-fixtures';
import { sleep, until } from '../../test/waiting';

const SHARED = 'public, max-age=60, s-maxage=60, stale-while-revalidate=600';

/** What the fake app answers per path: its Cache-Control and extra headers, how long it takes, how big. */
const answers: Record<
  string,
  { cacheControl: string; headers?: Record<string, string>; delayMs?: number; bytes?: number }
> = {
  '/ca/santa-clara-county/saratoga': { cacheControl: SHARED },
  '/stale': { cacheControl: 'public, s-maxage=0, stale-while-revalidate=60', delayMs: 100 },
  '/slow': { cacheControl: SHARED, delayMs: 200 },
  '/with-cookie': { cacheControl: SHARED, headers: { 'set-cookie': 'cb_flash=1; Path=/' } },
  '/private': { cacheControl: 'private, no-store' },
  '/no-store': { cacheControl: 'no-store' },
  '/revalidate': { cacheControl: 'public, max-age=0, must-revalidate' },
  '/big': { cacheControl: SHARED, bytes: 9 * 1024 },
  '/login': { cacheControl: SHARED },
  '/preview': { cacheControl: SHARED },
};

interface Render {
  url: string;
  method: string;
  headers: IncomingHttpHeaders;
}

/** A stand-in app: counts its renders; each body names its render number and the encoding it was asked for. */
async function startCountingApp() {
  const renders: Render[] = [];
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '/';
    renders.push({ url, method: request.method ?? '', headers: request.headers });
    const path = url.split('?')[0];
    const answer = answers[path] ?? { cacheControl: SHARED, bytes: path.startsWith('/filler/') ? 3000 : undefined };
    const body = `<h1>render ${renders.length} of ${url} for ${request.headers['accept-encoding']}</h1>`.padEnd(
      answer.bytes ?? 0,
      '.',
    );
    setTimeout(() => {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': answer.cacheControl,
        vary: 'Accept-Encoding',
        ...answer.headers,
      });
      response.end(body);
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, renders, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the page cache at the front door', () => {
  let upstream: Awaited<ReturnType<typeof startCountingApp>>;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers });
  const rendersOf = (path: string) => upstream.renders.filter((render) => render.url === path);

  beforeAll(async () => {
    [upstream, database] = await Promise.all([startCountingApp(), openTestDatabase('pglite')]);
    const apps = { CIVIC_URL: upstream.url, MARKETING_URL: upstream.url, AI_POLICY_URL: upstream.url };
    const config = testConfig({
      ...apps,
      PAGE_CACHE: 'on',
      PAGE_CACHE_MAX_ENTRIES: '20',
      PAGE_CACHE_MAX_BYTES: String(64 * 1024),
    });
    app = await buildApp({ config, database, migrationsFolder, logger: false });
    await app.ready();
  });

  beforeEach(() => {
    app.pageCache?.purge();
    upstream.renders.length = 0;
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([upstream?.close(), database?.close()]);
  });

  it('renders an anonymous page once and serves it again from memory, with Age, ETag and X-Cache', async () => {
    const first = await get('/ca/santa-clara-county/saratoga');
    const second = await get('/ca/santa-clara-county/saratoga');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe(SHARED);
    expect(second.headers['etag']).toMatch(/^"[\w-]{32}"$/);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(second.headers['age']).toBe('0');
    expect(rendersOf('/ca/santa-clara-county/saratoga')).toHaveLength(1);
  });

  it('renders a page anew for a "Try again" link, at its own address, and keeps that render for everyone', async () => {
    const stored = await get('/ca/santa-clara-county/saratoga?year=2025');
    const retried = await get('/ca/santa-clara-county/saratoga?retry=1&year=2025');
    expect(retried.headers['x-cache']).toBe('MISS');
    expect(retried.body).not.toBe(stored.body);
    // The app renders the page's own address, without the parameter.
    expect(upstream.renders.map((render) => render.url)).toEqual([
      '/ca/santa-clara-county/saratoga?year=2025',
      '/ca/santa-clara-county/saratoga?year=2025',
    ]);
    const after = await get('/ca/santa-clara-county/saratoga?year=2025');
    expect([after.headers['x-cache'], after.body]).toEqual(['HIT', retried.body]);
  });

  it('renders a shared page without the visitor cookies and conditions, in the one encoding of its key', async () => {
    await get('/ca/santa-clara-county/saratoga', {
      cookie: 'theme=dark',
      'if-none-match': '"x"',
      'accept-encoding': 'gzip, deflate, br',
    });
    const [render] = upstream.renders;
    expect(render.method).toBe('GET');
    expect(render.headers['cookie']).toBeUndefined();
    expect(render.headers['if-none-match']).toBeUndefined();
    expect(render.headers['accept-encoding']).toBe('br');
    // Another encoding is another entry; a browser without br gets its gzip one.
    expect((await get('/ca/santa-clara-county/saratoga', { 'accept-encoding': 'gzip' })).headers['x-cache']).toBe(
      'MISS',
    );
    expect(
      (await get('/ca/santa-clara-county/saratoga', { 'accept-encoding': 'gzip, br;q=0' })).headers['x-cache'],
    ).toBe('HIT');
    expect(upstream.renders.map((r) => r.headers['accept-encoding'])).toEqual(['br', 'gzip']);
  });

  it('keys on path and query with the parameters in any order', async () => {
    await get('/ca/santa-clara-county/saratoga/meetings?year=2025&page=2');
    expect((await get('/ca/santa-clara-county/saratoga/meetings?page=2&year=2025')).headers['x-cache']).toBe('HIT');
    expect((await get('/ca/santa-clara-county/saratoga/meetings?page=3&year=2025')).headers['x-cache']).toBe('MISS');
  });

  it('never serves a cached page to a signed-in or preview request, or one with Authorization, and never stores their answers', async () => {
    const cached = await get('/ca/santa-clara-county/saratoga');
    const visitors: Record<string, string>[] = [
      { cookie: 'cb_session=abc.def' },
      { cookie: 'theme=dark; cb_preview=eyJ0cnVlIn0%3D.sig' },
      { authorization: 'Bearer x' },
    ];
    for (const headers of visitors) {
      const answer = await get('/ca/santa-clara-county/saratoga', headers);
      expect(answer.headers['x-cache']).toBe('BYPASS');
      expect(answer.body).not.toBe(cached.body);
    }
    const renders = rendersOf('/ca/santa-clara-county/saratoga');
    expect(renders).toHaveLength(4);
    expect(renders[1].headers['cookie']).toBe('cb_session=abc.def');
    // A signed-in render is not stored: the next anonymous visitor gets the first anonymous render.
    expect((await get('/ca/santa-clara-county/saratoga')).body).toBe(cached.body);
    await get('/ca/santa-clara-county/palo-alto', { cookie: 'cb_session=abc.def' });
    expect((await get('/ca/santa-clara-county/palo-alto')).headers['x-cache']).toBe('MISS');
  });

  it('never caches forms, the dashboard, preview or requests with a body', async () => {
    for (const url of [
      '/login',
      '/subscribe',
      '/request-a-city',
      '/rsvp',
      '/newsletter/confirm?token=x',
      '/dashboard',
      '/preview',
      '/preview/exit',
      '/contact',
      '/onboarding',
      '/real-estate',
    ]) {
      await get(url);
      expect((await get(url)).headers['x-cache']).toBe('BYPASS');
    }
    const posted = await app.inject({
      method: 'GET',
      url: '/ca',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(posted.headers['x-cache']).toBe('BYPASS');
  });

  it.each([
    ['/with-cookie', 'an answer that sets a cookie'],
    ['/private', 'a private answer'],
    ['/no-store', 'a no-store answer'],
    ['/revalidate', 'an answer that must be revalidated at once'],
  ])('never stores %s (%s), yet answers it', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(answers[url].cacheControl);
    expect((await get(url)).headers['x-cache']).toBe('MISS');
    expect(rendersOf(url)).toHaveLength(2);
  });

  it('drops every page when content is written through the gateway', async () => {
    await get('/ca/santa-clara-county/saratoga');
    expect((await get('/ca/santa-clara-county/saratoga')).headers['x-cache']).toBe('HIT');
    await app.pages.upsertBySlug(contentFixtures[0]);
    expect(app.pageCache?.size).toBe(0);
    expect((await get('/ca/santa-clara-county/saratoga')).headers['x-cache']).toBe('MISS');
    expect(rendersOf('/ca/santa-clara-county/saratoga')).toHaveLength(2);
  });

  it('serves a stale page at once to 20 concurrent requests while one request renders it again', async () => {
    const first = await get('/stale');
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/stale')));
    expect(answers.map((answer) => answer.headers['x-cache'])).toEqual(Array(20).fill('STALE'));
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set([first.body]));
    await until(() => rendersOf('/stale').length >= 2);
    await sleep(300);
    expect(rendersOf('/stale')).toHaveLength(2);
    // The page rendered in the background is the one served next.
    expect((await get('/stale')).body).toContain('render 2 of /stale');
  });

  it('renders a missing page once for 20 concurrent requests', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/slow')));
    expect(rendersOf('/slow')).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('answers If-None-Match with 304 and no body', async () => {
    const { headers } = await get('/ca/santa-clara-county/saratoga');
    const conditional = await get('/ca/santa-clara-county/saratoga', {
      'if-none-match': `"other", ${headers['etag']}`,
    });
    expect(conditional.statusCode).toBe(304);
    expect(conditional.body).toBe('');
    expect(conditional.headers['etag']).toBe(headers['etag']);
    expect(conditional.headers['cache-control']).toBe(SHARED);
    expect((await get('/ca/santa-clara-county/saratoga', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers HEAD from a GET entry, and fills the cache with a GET on a HEAD miss', async () => {
    const page = await get('/ca/santa-clara-county/saratoga');
    const head = await get('/ca/santa-clara-county/saratoga', {}, 'HEAD');
    expect(head.headers['x-cache']).toBe('HIT');
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(page.body)));
    await get('/ca/santa-clara-county/palo-alto', {}, 'HEAD');
    expect(rendersOf('/ca/santa-clara-county/palo-alto').map((render) => render.method)).toEqual(['GET']);
    expect((await get('/ca/santa-clara-county/palo-alto')).headers['x-cache']).toBe('HIT');
  });

  it('stays within its entries and bytes, and keeps no page larger than an eighth of them', async () => {
    expect((await get('/big')).body.length).toBe(9 * 1024);
    expect((await get('/big')).headers['x-cache']).toBe('MISS');
    for (let page = 0; page < 40; page += 1) await get(`/filler/${page}`);
    expect(app.pageCache?.size).toBeLessThanOrEqual(20);
    expect(app.pageCache?.bytes).toBeLessThanOrEqual(64 * 1024);
    expect((await get('/filler/39')).headers['x-cache']).toBe('HIT');
    expect((await get('/filler/0')).headers['x-cache']).toBe('MISS');
  });
});
