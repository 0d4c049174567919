/** @jest-environment node */
import { fakeGatewayForSuite } from '@civicbrief/gateway-client/testing';
import { previewCookie } from '../components/preview/preview.server';
import { action, loader } from './login';

const user = { id: '5d1c6d5e-8a3c-4d7e-9b7e-2f2f7d1b9a10', email: 'demo@civicbrief.example', name: 'Demo' };

describe('/login loader and action', () => {
  const gateway = fakeGatewayForSuite();
  let previewOn: string;

  beforeAll(async () => {
    previewOn = (await previewCookie.serialize(true)).split(';')[0];
  });

  const post = (fields: Record<string, string>, cookie = previewOn, origin = 'http://site.test') =>
    action({
      request: new Request('http://site.test/login', {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: { cookie, origin, 'x-forwarded-for': '203.0.113.5' },
      }),
      params: {},
      context: {},
    });

  it('tells the page whether preview mode is on, privately', async () => {
    const off = await loader({ request: new Request('http://site.test/login'), params: {}, context: {} });
    expect(await off.json()).toEqual({ preview: false });
    expect(off.headers.get('cache-control')).toBe('private, no-store');
    const on = await loader({
      request: new Request('http://site.test/login', { headers: { cookie: previewOn } }),
      params: {},
      context: {},
    });
    expect(await on.json()).toEqual({ preview: true });
  });

  it('refuses sign-in outside preview mode and from another site', async () => {
    const outside = await post({ email: 'a@b.c', password: 'x' }, '');
    expect(outside.status).toBe(403);
    expect(await outside.json()).toEqual({
      status: 'failed',
      message: 'Sign-in is available in preview mode only.',
      values: {},
      httpStatus: 403,
    });
    expect((await post({ email: 'a@b.c', password: 'x' }, previewOn, 'https://evil.example')).status).toBe(403);
    // The same host over another scheme or port is another site too.
    expect((await post({ email: 'a@b.c', password: 'x' }, previewOn, 'https://site.test')).status).toBe(403);
    expect((await post({ email: 'a@b.c', password: 'x' }, previewOn, 'http://site.test:8080')).status).toBe(403);
  });

  it('validates with LoginInput before calling the gateway', async () => {
    const before = gateway.received.length;
    const response = await post({ email: ' ', password: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'invalid',
      fieldErrors: { email: 'Please enter an email address', password: 'Please enter your password' },
      values: { email: ' ' },
    });
    expect(gateway.received).toHaveLength(before);
  });

  it('never shows back more of a typed email than the field takes', async () => {
    const response = await post({ email: 'a'.repeat(1_000_000), password: 'x' });
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.values).toEqual({ email: 'a'.repeat(320) });
  });

  it("shows the gateway's refusal", async () => {
    gateway.answer('POST /api/auth/login', {
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' },
    });
    const response = await post({ email: 'demo@civicbrief.example', password: 'wrong' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: 'failed',
      message: 'Invalid email or password',
      values: { email: 'demo@civicbrief.example' },
      httpStatus: 401,
    });
  });

  it("signs in at the gateway with the browser's address, forwards its cookie and goes to the dashboard", async () => {
    const cookie = 'cb_session=token.signature; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax';
    gateway.answer('POST /api/auth/login', { status: 200, body: { user }, headers: { 'set-cookie': cookie } });
    const response = await post({ email: 'demo@civicbrief.example', password: 'civicbrief-demo' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard');
    expect(response.headers.get('set-cookie')).toBe(cookie);
    const sent = gateway.received[gateway.received.length - 1];
    expect(JSON.parse(sent.body)).toEqual({ email: 'demo@civicbrief.example', password: 'civicbrief-demo' });
    expect(sent.headers['x-forwarded-for']).toBe('203.0.113.5');
  });
});
