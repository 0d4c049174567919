/** @jest-environment node */
import { postForm } from '@civicbrief/forms/testing';
import { fakeGatewayForSuite } from '@civicbrief/gateway-client/testing';
import { accepted, subscriberLookup } from '../components/subscriber-lookup.testing';
import { action, loader } from './rsvp';

const link = 'http://site.test/rsvp?city=Saratoga&state=CA&county=Santa+Clara+County&id=sub-42';

describe('/rsvp loader and action', () => {
  const gateway = fakeGatewayForSuite();
  beforeEach(() => {
    gateway.answer('GET /api/customerio/customersAttributes', subscriberLookup('Lovelace'));
    gateway.answer('POST /api/customerio/entityCreate', accepted);
    gateway.answer('POST /api/customerio/events', accepted);
  });

  const post = (fields: [string, string][], url = link) =>
    postForm(action, url, fields, { 'x-forwarded-for': '203.0.113.5' });
  const answer = (willAttend: string[]) =>
    [
      ['first_name', 'Ada'],
      ['last_name', 'Lovelace'],
      ['email', 'ada@example.com'],
      ...willAttend.map((value) => ['willAttend', value]),
      ['attendees', '3'],
    ] as [string, string][];

  it('prefills from the subscriber lookup, privately, with the default event', async () => {
    const response = await loader({
      request: new Request(link, { headers: { 'x-forwarded-for': '203.0.113.7' } }),
      params: {},
      context: {},
    });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      invitation: {
        place: { city: 'Saratoga', state: 'California', county: 'Santa Clara County' },
        event: { name: 'Saratoga community meeting', time: 'To be announced' },
        id: 'sub-42',
      },
      prefill: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
    });
    expect(gateway.received[0].url).toBe('/api/customerio/customersAttributes?identifier=sub-42');
    // The lookup's per-client limit counts the visitor, not the app server.
    expect(gateway.received[0].headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('offers an empty form when the lookup fails', async () => {
    gateway.answer('GET /api/customerio/customersAttributes', {
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: 'down' },
    });
    const response = await loader({ request: new Request(link), params: {}, context: {} });
    expect((await response.json()).prefill).toEqual({ first_name: null, last_name: null, email: null });
  });

  it('identifies, then sends the RSVP event for the link id', async () => {
    const response = await post(answer(['yes']));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success', attending: true });
    const writes = gateway.received.filter((request) => request.method === 'POST');
    expect(writes.map((request) => request.url)).toEqual([
      '/api/customerio/entityCreate?workflow=newsletter',
      '/api/customerio/events?identifier=sub-42&workflow=newsletter',
    ]);
    expect(JSON.parse(writes[1].body)).toEqual({
      name: 'RSVP',
      data: {
        event: 'Saratoga community meeting',
        event_time: 'To be announced',
        rsvp: "Yes, I'll be there!",
        attendees: '3',
      },
    });
    expect(writes[0].headers['x-forwarded-for']).toBe('203.0.113.5');
  });

  it("refuses yes and no together with 'Please select if you will attend', calling nothing", async () => {
    const response = await post(answer(['yes', 'no']));
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({
      status: 'invalid',
      fieldErrors: { willAttend: 'Please select if you will attend' },
    });
    expect(gateway.received.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('keeps the form with the toast text when identify fails, sending no event', async () => {
    gateway.answer('POST /api/customerio/entityCreate', {
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' },
    });
    const response = await post(answer(['no']));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      status: 'failed',
      message: 'Error while submitting. Please try again later',
    });
    expect(gateway.received.some((request) => request.url.startsWith('/api/customerio/events'))).toBe(false);
  });
});
