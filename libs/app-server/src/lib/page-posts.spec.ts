import type { ActionFunctionArgs, HandleDocumentRequestFunction, ServerBuild } from '@remix-run/node';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppServer } from './create-app-server';
import { CROSS_SITE_POST_MESSAGE, FORM_TYPE_MESSAGE } from './page-post-guard';
import { testServerBuild } from '../testing/server-build';

const document: HandleDocumentRequestFunction = (_request, status, headers) =>
  new Response('page', { status, headers });

/** A Remix build with two actions: one reads the form, one redirects without reading it. */
function buildWithActions(): ServerBuild {
  const readsForm = async ({ request }: ActionFunctionArgs) =>
    new Response(`name=${(await request.formData()).get('name')}`);
  const redirects = () => new Response(null, { status: 302, headers: { Location: '/' } });
  const route = (id: string, path: string, action: unknown) => ({
    id,
    parentId: 'root',
    path,
    module: { action, default: () => null },
  });
  return testServerBuild({
    routes: {
      root: { id: 'root', path: '', module: { default: () => null } },
      'routes/form': route('routes/form', 'form', readsForm),
      'routes/leave': route('routes/leave', 'leave', redirects),
    } as unknown as ServerBuild['routes'],
    document,
    handleError: () => undefined,
  });
}

let clientDir: string;
let server: Server;
let base: string;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'page-posts-'));
  const app = createAppServer({ build: buildWithActions, clientDir, assetPrefix: '/_test/' });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  agent.destroy();
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeAllConnections();
  await closed;
  rmSync(clientDir, { recursive: true, force: true });
});

/** One request over the single kept-alive connection, as the gateway's pool reuses connections. */
function send(path: string, headers: Record<string, string>, body = ''): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${base}${path}`,
      { method: 'POST', agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('page posts', () => {
  it('takes a urlencoded form from this site or from a client that sends no Origin', async () => {
    expect(await send('/form', { ...form, origin: base }, 'name=Ada')).toEqual({ status: 200, text: 'page' });
    expect(
      await send(
        '/form?_data=routes%2Fform',
        { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        'name=Bo',
      ),
    ).toEqual({
      status: 200,
      text: 'name=Bo',
    });
  });

  it.each(['https://evil.example', 'null', 'not a url', ''])(
    'refuses a post from Origin %j with a 403 that says why',
    async (origin) => {
      expect(await send('/form', { ...form, origin }, 'name=Ada')).toEqual({
        status: 403,
        text: CROSS_SITE_POST_MESSAGE,
      });
    },
  );

  it('compares Origin with the host and protocol the gateway forwarded', async () => {
    const forwarded = {
      ...form,
      origin: 'https://civicbrief.example',
      'x-forwarded-host': 'civicbrief.example',
      'x-forwarded-proto': 'https',
    };
    expect((await send('/form', forwarded, 'name=Ada')).status).toBe(200);
  });

  it.each([
    ['http://civicbrief.example', 'https'],
    ['https://civicbrief.example', 'http'],
    ['https://civicbrief.example:8443', 'https'],
  ])(
    'refuses Origin %s for a page the browser asked for over %s on civicbrief.example (scheme and port count)',
    async (origin, proto) => {
      const headers = { ...form, origin, 'x-forwarded-host': 'civicbrief.example', 'x-forwarded-proto': proto };
      expect(await send('/form', headers, 'name=Ada')).toEqual({ status: 403, text: CROSS_SITE_POST_MESSAGE });
    },
  );

  it('refuses an https Origin of its own host when the request came over http', async () => {
    expect(await send('/form', { ...form, origin: base.replace('http:', 'https:') }, 'name=Ada')).toEqual({
      status: 403,
      text: CROSS_SITE_POST_MESSAGE,
    });
  });

  it.each([
    ['application/json', '{"name":"Ada"}'],
    ['text/plain', 'name=Ada'],
    ['multipart/form-data', 'name=Ada'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--x--\r\n'],
    [undefined, 'name=Ada'],
  ])('refuses a %s body with a 415 that names the type to send', async (type, body) => {
    expect(await send('/form', type ? { 'content-type': type } : {}, body)).toEqual({
      status: 415,
      text: FORM_TYPE_MESSAGE,
    });
  });

  it('keeps the connection usable after an action that answered without reading a large form', async () => {
    expect((await send('/leave', form, `name=${'x'.repeat(300_000)}`)).status).toBe(302);
    // Before, the next request on that connection waited for the idle timeout and failed.
    expect(await send('/form?_data=routes%2Fform', form, 'name=next')).toEqual({ status: 200, text: 'name=next' });
  });
});
