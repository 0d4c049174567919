import type { HandleDocumentRequestFunction, ServerBuild } from '@remix-run/node';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppServer, type AppServerOptions } from './create-app-server';
import { documentResponse } from './document-bytes';
import { PAGE_CACHE } from './default-cache-control';
import { testServerBuild } from '../testing/server-build';
import { IMMUTABLE_CACHE, PUBLIC_FILE_CACHE } from './static-assets';

const echoNonce: HandleDocumentRequestFunction = (_request, status, headers, _context, loadContext) =>
  new Response(`<html><body>nonce=${String(loadContext['cspNonce'])}</body></html>`, {
    status,
    headers: { ...Object.fromEntries(headers), 'Content-Type': 'text/html' },
  });

/** A real Remix build of one root route whose document echoes the load context's nonce. */
function tinyBuild(): ServerBuild {
  return testServerBuild({
    routes: { root: { id: 'root', path: '', module: { default: () => null } } } as unknown as ServerBuild['routes'],
    document: echoNonce,
  });
}

let clientDir: string;
const servers: Server[] = [];

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'app-server-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'entry-AbC123.js'), 'export {};');
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      return closed;
    }),
  );
});

async function serve(overrides: Partial<AppServerOptions> = {}): Promise<string> {
  const app = createAppServer({ build: tinyBuild, clientDir, assetPrefix: '/_test/', ...overrides });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('createAppServer', () => {
  it('serves hashed assets as immutable for a year and other public files for an hour', async () => {
    const base = await serve();
    const asset = await fetch(`${base}/_test/assets/entry-AbC123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    const favicon = await fetch(`${base}/_test/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe(PUBLIC_FILE_CACHE);
  });

  it('answers a missing hashed asset with a plain 404 instead of rendering a page', async () => {
    const base = await serve();
    const missing = await fetch(`${base}/_test/assets/gone-123.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('nonce=');
  });

  it('renders pages through Remix with the CSP nonce in the load context and in the header', async () => {
    const base = await serve();
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    const nonce = /nonce=([A-Za-z0-9+/=]+)/.exec(await page.text())?.[1];
    expect(nonce).toBeDefined();
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.headers.get('x-powered-by')).toBeNull();
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('uses a new nonce for every request', async () => {
    const base = await serve();
    const [a, b] = await Promise.all([fetch(base), fetch(base)]);
    expect(a.headers.get('content-security-policy')).not.toBe(b.headers.get('content-security-policy'));
  });

  it('upgrades insecure requests and sends HSTS only when the request came in over HTTPS', async () => {
    const base = await serve();
    const plain = await fetch(base);
    expect(plain.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const forwarded = await fetch(base, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(forwarded.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect(forwarded.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('gives pages a revalidating Cache-Control unless the route set its own', async () => {
    const base = await serve();
    expect((await fetch(base)).headers.get('cache-control')).toBe(PAGE_CACHE);

    const custom = await serve({
      requestHandler: (_req, res) => {
        res.setHeader('Cache-Control', 'private, no-store');
        res.send('ok');
      },
    });
    expect((await fetch(custom)).headers.get('cache-control')).toBe('private, no-store');
  });

  it('compresses responses when the client accepts it', async () => {
    const base = await serve({ requestHandler: (_req, res) => void res.send('x'.repeat(5000)) });
    const page = await fetch(base, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends a rendered document from its bytes with its length, its status and every header, compressed when asked', async () => {
    const html = Buffer.from(`<!DOCTYPE html><html><body>${'Saratoga — “city” '.repeat(2000)}</body></html>`);
    const document: HandleDocumentRequestFunction = (_request, _status, headers) => {
      headers.set('Content-Type', 'text/html; charset=utf-8');
      headers.append('Set-Cookie', 'a=1; Path=/');
      headers.append('Set-Cookie', 'b=2; Path=/');
      return documentResponse(html, { status: 203, headers });
    };
    const build = () =>
      testServerBuild({
        routes: { root: { id: 'root', path: '', module: { default: () => null } } } as unknown as ServerBuild['routes'],
        document,
      });
    const base = await serve({ build });
    // fetch asks for gzip unless told otherwise.
    const page = await fetch(base, { headers: { 'Accept-Encoding': 'identity' } });
    expect(page.status).toBe(203);
    expect(page.headers.get('content-length')).toBe(String(html.length));
    expect(page.headers.get('transfer-encoding')).toBeNull();
    expect(page.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(Buffer.from(await page.arrayBuffer()).equals(html)).toBe(true);
    const head = await fetch(base, { method: 'HEAD' });
    expect(head.status).toBe(203);
    expect(await head.text()).toBe('');
    const gzipped = await fetch(base, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('content-length')).toBeNull();
    expect(Buffer.from(await gzipped.arrayBuffer()).equals(html)).toBe(true);
  });

  it('gives a page any visitor may share no nonce: its inline scripts are allowed by their hashes instead', async () => {
    const scripts = ['window.a = 1;', 'import("/_test/assets/entry-AbC123.js");'];
    const document =
      (cacheControl: string | null): HandleDocumentRequestFunction =>
      (_request, _status, headers, _context, loadContext) => {
        const nonce = String(loadContext['cspNonce']);
        headers.set('Content-Type', 'text/html; charset=utf-8');
        if (cacheControl) headers.set('Cache-Control', cacheControl);
        const body = scripts.map((script) => `<script nonce="${nonce}">${script}</script>`).join('');
        return documentResponse(
          Buffer.from(`<!DOCTYPE html><html><head></head><body>${body}<script>injected()</script></body></html>`),
          { status: 200, headers },
        );
      };
    const build = (cacheControl: string | null) => () =>
      testServerBuild({
        routes: { root: { id: 'root', path: '', module: { default: () => null } } } as unknown as ServerBuild['routes'],
        document: document(cacheControl),
      });
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

    for (const shared of [null, 'public, max-age=60, s-maxage=60']) {
      const base = await serve({ build: build(shared) });
      const [a, b] = await Promise.all([fetch(base), fetch(base)]);
      const policy = a.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`script-src 'self' ${scripts.map(hash).join(' ')} 'strict-dynamic'`);
      expect(policy).not.toContain("'nonce-");
      // Not the script without the nonce, and the same policy for every visitor of the same copy.
      expect(policy).not.toContain(hash('injected()'));
      expect(b.headers.get('content-security-policy')).toBe(policy);
    }
    // One person's page keeps its own nonce.
    const own = await fetch(await serve({ build: build('private, no-store') }));
    expect(own.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/,
    );
  });

  it('rejects an asset prefix without surrounding slashes', () => {
    expect(() => createAppServer({ build: tinyBuild, clientDir, assetPrefix: '_test' })).toThrow(/assetPrefix/);
  });
});
