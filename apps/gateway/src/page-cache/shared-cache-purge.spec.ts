import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { createSharedCachePurge } from './shared-cache-purge';
import { loadConfig } from '../config/env';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** Fastly's purge API as it answers a batch purge: 200 with each key's purge id; 401 for a wrong token. */
async function startFakePurgeApi(token: string) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    if (request.headers['fastly-key'] !== token && request.method === 'POST') {
      response.writeHead(401, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ msg: 'Provided credentials are missing or invalid' }));
    }
    const keys = String(request.headers['surrogate-key'] ?? request.headers['xkey'] ?? '').split(' ');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(Object.fromEntries(keys.map((key, index) => [key, `purge-${index}`]))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the shared cache purge', () => {
  let api: Awaited<ReturnType<typeof startFakePurgeApi>>;
  const logger = (warnings: string[] = []) =>
    ({ warn: (_details: unknown, message: string) => warnings.push(message) }) as unknown as FastifyBaseLogger;
  const log = logger();

  beforeAll(async () => {
    api = await startFakePurgeApi('token-1');
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.received.length = 0;
  });

  it('sends the keys asked for within a moment in one Varnish PURGE, each key once', async () => {
    const purge = createSharedCachePurge({ kind: 'varnish', url: `${api.url}/` }, log);
    purge.purge(['place:ca', 'listing']);
    purge.purge(['place:ca', 'place:ca/santa-clara-county']);
    await purge.flush();
    expect(api.received).toEqual([
      expect.objectContaining({
        method: 'PURGE',
        url: '/',
        headers: expect.objectContaining({ xkey: 'place:ca listing place:ca/santa-clara-county' }),
      }),
    ]);
  });

  it("calls Fastly's batch purge with the service, token and keys, 256 keys at most per request", async () => {
    const purge = createSharedCachePurge(
      { kind: 'fastly', apiUrl: api.url, serviceId: 'SU1Z0isxPaozGVKXdv0eY', token: 'token-1' },
      log,
    );
    purge.purge(Array.from({ length: 300 }, (_, index) => `place:k${index}`));
    await purge.flush();
    expect(api.received.map((request) => [request.method, request.url, request.headers['fastly-key']])).toEqual([
      ['POST', '/service/SU1Z0isxPaozGVKXdv0eY/purge', 'token-1'],
      ['POST', '/service/SU1Z0isxPaozGVKXdv0eY/purge', 'token-1'],
    ]);
    expect(api.received.map((request) => String(request.headers['surrogate-key']).split(' ').length)).toEqual([
      256, 44,
    ]);
  });

  it('never fails the write: a refused or unreachable purge is logged', async () => {
    const warnings: string[] = [];
    const logged = logger(warnings);
    const refused = createSharedCachePurge(
      { kind: 'fastly', apiUrl: api.url, serviceId: 'abc', token: 'wrong' },
      logged,
    );
    refused.purge(['site']);
    await expect(refused.flush()).resolves.toBeUndefined();
    const unreachable = createSharedCachePurge({ kind: 'varnish', url: 'http://127.0.0.1:9/' }, logged);
    unreachable.purge(['site']);
    await expect(unreachable.flush()).resolves.toBeUndefined();
    expect(warnings).toEqual(['shared cache purge refused', 'shared cache purge failed']);
  });

  it('is configured by SHARED_CACHE_PURGE_URL or by the Fastly pair, never by half of it', () => {
    expect(loadConfig({ NODE_ENV: 'test', SHARED_CACHE_PURGE_URL: 'http://127.0.0.1:6081/' }).sharedCache).toEqual({
      kind: 'varnish',
      url: 'http://127.0.0.1:6081/',
    });
    expect(loadConfig({ NODE_ENV: 'test' }).sharedCache).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'test', FASTLY_SERVICE_ID: 'abc' })).toThrow(/FASTLY_API_TOKEN/);
  });
});
