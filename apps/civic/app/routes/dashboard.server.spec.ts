/** @jest-environment node */
import { fakeGatewayForSuite } from '@civicbrief/gateway-client/testing';
import { action, loader } from './dashboard';

const user = { id: '5d1c6d5e-8a3c-4d7e-9b7e-2f2f7d1b9a10', email: 'demo@civicbrief.example', name: 'Demo' };
const saratoga = {
  id: '0b9c2f4e-1f7a-4e59-9b1d-6a2d1c3e4f50',
  city: 'Saratoga',
  county: 'Santa Clara County',
  state: 'California',
  slug: 'ca/santa-clara-county/saratoga',
};
const paloAlto = {
  id: '7c1d3e5f-2a4b-4c6d-8e9f-0a1b2c3d4e5f',
  city: 'Palo Alto',
  county: 'Santa Clara County',
  state: 'California',
  slug: 'ca/santa-clara-county/palo-alto',
};
const summary = {
  name: 'Palo Alto council',
  meeting_date: '2025-03-03',
  slug: `${paloAlto.slug}/summary/city-council-meeting-summary-2025-03-03`,
};

function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('/dashboard loader and action', () => {
  const gateway = fakeGatewayForSuite();

  const load = (query = '') =>
    loader({
      request: new Request(`http://site.test/dashboard${query}`, { headers: { cookie: 'cb_session=t.s' } }),
      params: {},
      context: {},
    });

  it('sends a visitor without a session to /login', async () => {
    gateway.answer('GET /api/auth/session', {
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in' },
    });
    const response = (await thrownBy(load())) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
  });

  it("loads the session user's locations and the chosen location's summaries with the browser's cookie", async () => {
    gateway.answer('GET /api/auth/session', { status: 200, body: { user } });
    gateway.answer('GET /api/realState/locations', { status: 200, body: { locations: [saratoga, paloAlto] } });
    gateway.answer('GET /api/realState/summaries', { status: 200, body: { summaries: [summary] } });
    const response = await load(`?location=${paloAlto.id}`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      user,
      locations: [saratoga, paloAlto],
      selected: paloAlto,
      summaries: [summary],
    });
    const calls = gateway.received.slice(-3);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/auth/session',
      `/api/realState/locations?userId=${user.id}`,
      `/api/realState/summaries?userId=${user.id}&locationId=${paloAlto.id}`,
    ]);
    expect(calls.every((call) => call.headers.cookie === 'cb_session=t.s')).toBe(true);
  });

  it('shows the first location by default and 404s a location that is not saved', async () => {
    expect((await (await load()).json()).selected).toEqual(saratoga);
    expect(((await thrownBy(load('?location=nope'))) as Response).status).toBe(404);
  });

  it('signs out at the gateway and clears the cookie', async () => {
    const cleared = 'cb_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax';
    gateway.answer('POST /api/auth/logout', { status: 204, headers: { 'set-cookie': cleared } });
    const response = await action({
      request: new Request('http://site.test/dashboard', {
        method: 'POST',
        headers: { cookie: 'cb_session=t.s', origin: 'http://site.test' },
      }),
      params: {},
      context: {},
    });
    expect(response.headers.get('location')).toBe('/login');
    expect(response.headers.get('set-cookie')).toBe(cleared);
  });
});
