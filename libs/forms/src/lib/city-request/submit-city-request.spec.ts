/** @jest-environment node */
import { CityRequestFormInput, intakeToasts } from '@civicbrief/contracts';
import { createGatewayClient } from '@civicbrief/gateway-client';
import { submitCityRequest } from './submit-city-request';

function fakeGateway(answer: { status: number; body: unknown }) {
  const calls: { url: string; body: unknown }[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { calls, client: createGatewayClient({ baseUrl: 'http://gateway.test', fetch }) };
}

const request = (extra: Record<string, unknown> = {}) =>
  CityRequestFormInput.parse({ name: ' Boise ', state: 'Idaho', email: '', terms: true, ...extra });

describe('submitCityRequest', () => {
  it('posts state, name and the email only when given', async () => {
    const { calls, client } = fakeGateway({ status: 200, body: { ok: true, id: 'r1' } });
    await expect(submitCityRequest(client, request())).resolves.toEqual({ status: 'success', name: 'Boise' });
    await submitCityRequest(client, request({ email: 'a@b.co' }));
    expect(calls).toEqual([
      { url: 'http://gateway.test/api/rds/request_a_city', body: { state: 'Idaho', name: 'Boise' } },
      { url: 'http://gateway.test/api/rds/request_a_city', body: { state: 'Idaho', name: 'Boise', email: 'a@b.co' } },
    ]);
  });

  it("answers the spec's toast when the gateway fails", async () => {
    const { client } = fakeGateway({
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: 'Try later' },
    });
    await expect(submitCityRequest(client, request())).resolves.toMatchObject({
      status: 'failed',
      message: intakeToasts.cityRequestFailed,
    });
  });

  it('answers a filled honeypot like success without sending anything', async () => {
    const { calls, client } = fakeGateway({ status: 200, body: { ok: true, id: 'r1' } });
    await expect(submitCityRequest(client, request(), { trap: 'spam.example' })).resolves.toEqual({
      status: 'success',
      name: 'Boise',
    });
    expect(calls).toEqual([]);
  });
});
