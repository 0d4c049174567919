import { intakeToasts, RsvpFormInput, rsvpEventBody, rsvpIdentifyBody } from '@civicbrief/contracts';
import { createGatewayClient, GatewayError } from '@civicbrief/gateway-client';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { cityBody, demoBody, identifyBody, newsletterBody, onboardingBody, realEstateBody } from '../../test/intake';
import { gatewayTest, testApp } from '../../test/gateway-test';

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
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': 'application/json' },
    });
  };
}

describe('the gateway client against the intake routes', () => {
  const setup = gatewayTest('pglite', async (database) => {
    const app = await testApp(database, { INTAKE_RATE_LIMIT: '2' });
    return { app, client: createGatewayClient({ baseUrl: 'http://gateway.test', fetch: injectFetch(app) }) };
  });

  it('makes every intake call of the apps with the bodies their forms build', async () => {
    const browser = { forwardedFor: '192.0.2.10' };
    const person = await setup.client.identify(identifyBody('client@example.com'), browser);
    expect(await setup.client.subscribeNewsletter(newsletterBody('client@example.com'), browser)).toEqual({
      ok: true,
      id: expect.any(String),
      status: 'subscribed',
    });
    expect(await setup.client.subscribeOnboarding(onboardingBody('client@example.com'), browser)).toEqual({
      ok: true,
      id: expect.any(String),
    });
    expect(await setup.client.subscribeRealEstate(realEstateBody('client@example.com'), browser)).toEqual({
      ok: true,
      id: expect.any(String),
    });
    expect(await setup.client.requestCity(cityBody('Clientville'), browser)).toEqual({
      ok: true,
      id: expect.any(String),
    });
    expect(await setup.client.requestDemo(demoBody('client@example.com'), browser)).toEqual({
      ok: true,
      id: expect.any(String),
    });

    const rsvp = RsvpFormInput.parse({
      first_name: 'Cleo',
      last_name: 'Client',
      email: 'client@example.com',
      willAttend: 'no',
    });
    await setup.client.identify(rsvpIdentifyBody(rsvp, { city: 'Saratoga', state: 'California' }), browser);
    expect(
      await setup.client.sendEvent(
        person.id,
        rsvpEventBody(rsvp, { name: 'Town hall', time: '2026-12-01T18:00:00Z' }),
        browser,
      ),
    ).toEqual({ ok: true, id: expect.any(String) });

    // The RSVP identify filled the last name in; the first name the person gave first stays.
    const found = await setup.client.customerAttributes(person.id);
    expect(found?.customer.attributes).toMatchObject({
      email: 'client@example.com',
      first_name: 'Ada',
      last_name: 'Client',
    });
    expect(await setup.client.customerAttributes('client@example.com')).toBeNull();
    expect(await setup.client.customerAttributes('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('surfaces field messages and the 429 wording as GatewayError', async () => {
    const browser = { forwardedFor: '192.0.2.20' };
    const invalid = await setup.client
      .requestCity({ state: 'Texas', name: 'x'.repeat(31) }, browser)
      .catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(GatewayError);
    expect((invalid as GatewayError).status).toBe(400);
    expect((invalid as GatewayError).fieldErrors).toEqual({ name: ['City name must be at most 30 characters'] });

    await setup.client.requestCity(cityBody('Limitville'), browser);
    const limited = await setup.client.requestCity(cityBody('Limitville'), browser).catch((error: unknown) => error);
    expect(limited).toMatchObject({ status: 429, message: intakeToasts.tooManyRequests });
  });
});
