import { intakeToasts, RsvpFormInput, rsvpEventBody, rsvpIdentifyBody } from '@civicbrief/contracts';
import { createGatewayClient, GatewayError, type GatewayClient } from '@civicbrief/gateway-client';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DatabaseHandle } from '@civicbrief/gateway-db';
import { openTestDatabase } from '../../test/databases';
import { cityBody, identifyBody, intakeApp, newsletterBody, onboardingBody, realEstateBody } from '../../test/intake';

/** fetch over app.inject: the apps' own client, talking to the real routes without a socket. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const response = await app.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: url.pathname + url.search,
      headers: init?.headers as Record<string, string>,
      payload: init?.body as string | undefined,
    });
    return new Response(response.statusCode === 204 ? null : response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
  };
}

describe('the gateway client against the intake routes', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let client: GatewayClient;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await intakeApp(database, { INTAKE_RATE_LIMIT: '2' });
    client = createGatewayClient({ baseUrl: 'http://gateway.test', fetch: injectFetch(app) });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('makes every intake call of the apps with the bodies their forms build', async () => {
    const browser = { forwardedFor: '192.0.2.10' };
    const person = await client.identify(identifyBody('client@example.com'), browser);
    expect(await client.subscribeNewsletter(newsletterBody('client@example.com'), browser)).toEqual({ ok: true, id: expect.any(String), status: 'subscribed' });
    expect(await client.subscribeOnboarding(onboardingBody('client@example.com'), browser)).toEqual({ ok: true, id: expect.any(String) });
    expect(await client.subscribeRealEstate(realEstateBody('client@example.com'), browser)).toEqual({ ok: true, id: expect.any(String) });
    expect(await client.requestCity(cityBody('Clientville'), browser)).toEqual({ ok: true, id: expect.any(String) });

    const rsvp = RsvpFormInput.parse({ first_name: 'Cleo', last_name: 'Client', email: 'client@example.com', willAttend: 'no' });
    await client.identify(rsvpIdentifyBody(rsvp, { city: 'Saratoga', state: 'California' }), browser);
    expect(await client.sendEvent(person.id, rsvpEventBody(rsvp, { name: 'Town hall', time: '2026-12-01T18:00:00Z' }), browser)).toEqual({ ok: true, id: expect.any(String) });

    // The RSVP identify filled the last name in; the first name the person gave first stays.
    const found = await client.customerAttributes(person.id);
    expect(found?.customer.attributes).toMatchObject({ email: 'client@example.com', first_name: 'Ada', last_name: 'Client' });
    expect(await client.customerAttributes('client@example.com')).toBeNull();
    expect(await client.customerAttributes('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('surfaces field messages and the 429 wording as GatewayError', async () => {
    const browser = { forwardedFor: '192.0.2.20' };
    const invalid = await client.requestCity({ state: 'Texas', name: 'x'.repeat(31) }, browser).catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(GatewayError);
    expect((invalid as GatewayError).status).toBe(400);
    expect((invalid as GatewayError).fieldErrors).toEqual({ name: ['City name must be at most 30 characters'] });

    await client.requestCity(cityBody('Limitville'), browser);
    const limited = await client.requestCity(cityBody('Limitville'), browser).catch((error: unknown) => error);
    expect(limited).toMatchObject({ status: 429, message: intakeToasts.tooManyRequests });
  });
});
