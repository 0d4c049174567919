/** @jest-environment node */
import { TRAP_FIELD } from '@civicbrief/contracts';
import { postForm } from '@civicbrief/forms/testing';
import { fakeGatewayForSuite } from '@civicbrief/gateway-client/testing';
import { action, loader } from './onboarding';
import { action as realEstate } from './real-estate';

const person: [string, string][] = [
  ['first_name', 'Ada'],
  ['last_name', 'Lovelace'],
  ['email', 'ada@city.gov'],
  ['title', 'Mayor'],
];

describe('/onboarding loader and action', () => {
  const gateway = fakeGatewayForSuite();
  beforeEach(() => {
    gateway.answer('POST /api/customerio/subscribe', { status: 200, body: { ok: true, id: 'lead-1' } });
  });

  const load = async (query: string) =>
    (
      await loader({
        request: new Request(`http://site.test/onboarding${query}`, { headers: { 'x-forwarded-for': '203.0.113.9' } }),
        params: {},
        context: {},
      })
    ).json();
  const post = (fields: [string, string][]) =>
    postForm(action, 'http://site.test/onboarding', fields, { referer: 'http://site.test/onboarding' });

  it('leaves the id to the browser, and checks it when sent back without JavaScript', async () => {
    expect(await load('?id=abc')).toEqual({ id: 'abc', checked: null });
    expect(gateway.received).toEqual([]);
    gateway.answer('GET /api/customerio/customersAttributes', {
      status: 200,
      body: {
        customer: {
          id: 'abc',
          attributes: {
            email: 'ada@city.gov',
            first_name: 'Ada',
            last_name: null,
            city: null,
            state: null,
            county: null,
          },
        },
      },
    });
    expect(await load('?id=abc&lookup=server')).toEqual({ id: 'abc', checked: { status: 'known', firstName: 'Ada' } });
    // The lookup's per-client limit counts the visitor, not the app server.
    expect(gateway.received[0].headers['x-forwarded-for']).toBe('203.0.113.9');
    gateway.answer('GET /api/customerio/customersAttributes', {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Unknown' },
    });
    expect(await load('?id=zzz&lookup=server')).toEqual({ id: 'zzz', checked: { status: 'unknown', firstName: null } });
  });

  it('sends the manual form with the state as its two-letter code', async () => {
    const response = await post([
      ...person,
      ['manual', 'on'],
      ['city', 'Smallville'],
      ['county', ''],
      ['state', 'KS'],
      ['terms', 'on'],
      [TRAP_FIELD, ''],
    ]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success' });
    expect(JSON.parse(gateway.received[0].body)).toEqual({
      data: {
        email: 'ada@city.gov',
        first_name: 'Ada',
        last_name: 'Lovelace',
        city: 'Smallville',
        state: 'KS',
        title: 'Mayor',
        source: 'http://site.test/onboarding',
      },
    });
  });

  it("answers 400 with the spec's messages for the manual mode, calling nothing", async () => {
    const response = await post([...person, ['manual', 'on'], ['city', ' '], ['state', '']]);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({
      status: 'invalid',
      fieldErrors: {
        city: 'Please type your city name',
        state: 'Please select your state',
        terms: 'Please agree to the terms and conditions',
      },
    });
    expect(gateway.received).toEqual([]);
  });

  it("answers a gateway failure with 'Error while onboarding', and a filled honeypot without any call", async () => {
    gateway.answer('POST /api/customerio/subscribe', {
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: 'down' },
    });
    const failed = await post([...person, ['manual', 'on'], ['city', 'Smallville'], ['state', 'KS'], ['terms', 'on']]);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ status: 'failed', message: 'Error while onboarding' });
    gateway.received.length = 0;
    const bot = await post([
      ...person,
      ['manual', 'on'],
      ['city', 'Smallville'],
      ['state', 'KS'],
      ['terms', 'on'],
      [TRAP_FIELD, 'http://spam.example'],
    ]);
    expect(await bot.json()).toEqual({ status: 'success' });
    expect(gateway.received).toEqual([]);
  });

  it('answers a filled honeypot on the real-estate demo lead without any call too', async () => {
    const fields: [string, string][] = [
      ...person,
      ['company', 'Acme Realty'],
      ['terms', 'on'],
      [TRAP_FIELD, 'http://spam.example'],
    ];
    const bot = await postForm(realEstate, 'http://site.test/real-estate', fields);
    expect(bot.status).toBe(200);
    // The page's lead form answer, under `lead` so the page's demo form does not take it for its own.
    expect(await bot.json()).toEqual({ lead: { status: 'success' } });
    expect(gateway.received).toEqual([]);
  });
});
