/** @jest-environment node */
import { intakeToasts, NewsletterFormInput } from '@civicbrief/contracts';
import { createGatewayClient } from '@civicbrief/gateway-client';
import { submitNewsletter } from './submit-newsletter';

interface Call {
  url: string;
  body: unknown;
  forwardedFor: string | null;
}

/** A gateway at the network edge: answers each path with the given status and body, and records the calls. */
function fakeGateway(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    calls.push({ url, body: JSON.parse(String(init?.body)), forwardedFor: headers.get('x-forwarded-for') });
    const path = new URL(url).pathname;
    const answer = answers[path] ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'no route' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { calls, client: createGatewayClient({ baseUrl: 'http://gateway.test', fetch }) };
}

const ok = (status?: string) => ({ status: 200, body: { ok: true, id: 'p1', ...(status ? { status } : {}) } });
const serverError = {
  status: 500,
  body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' },
};
const IDENTIFY = '/api/customerio/entityCreate';
const SUBSCRIBE = '/api/customerio/subscribe';

const values = NewsletterFormInput.parse({
  email: 'ann@example.com',
  first_name: 'Ann',
  city: 'Saratoga',
  county: 'Santa Clara County',
  state: 'California',
  terms: true,
});
const source = 'https://civicbrief.test/ca/santa-clara-county/saratoga';

describe('submitNewsletter', () => {
  it('identifies, then subscribes with the page as source', async () => {
    const { calls, client } = fakeGateway({ [IDENTIFY]: ok(), [SUBSCRIBE]: ok('subscribed') });
    await expect(submitNewsletter(client, values, source, { forwardedFor: '203.0.113.9' })).resolves.toEqual({
      status: 'success',
      city: 'Saratoga',
      confirmationSent: false,
    });
    expect(calls.map((call) => call.url)).toEqual([
      'http://gateway.test/api/customerio/entityCreate?workflow=newsletter',
      'http://gateway.test/api/customerio/subscribe?workflow=newsletter',
    ]);
    expect(calls[0].body).toMatchObject({
      type: 'person',
      identifiers: { email: 'ann@example.com' },
      cio_relationships: [{ identifiers: { object_type_id: 1, object_id: 'saratoga_california' } }],
    });
    expect(calls[1].body).toEqual({
      data: {
        city: 'Saratoga',
        county: 'Santa Clara County',
        state: 'California',
        email: 'ann@example.com',
        first_name: 'Ann',
        source,
      },
    });
    expect(calls.map((call) => call.forwardedFor)).toEqual(['203.0.113.9', '203.0.113.9']);
  });

  it('says a confirmation email is on its way when the gateway holds the subscription', async () => {
    const { client } = fakeGateway({ [IDENTIFY]: ok(), [SUBSCRIBE]: ok('pending-confirmation') });
    await expect(submitNewsletter(client, values, source)).resolves.toMatchObject({
      status: 'success',
      confirmationSent: true,
    });
  });

  it('does not subscribe when identify fails, and answers the failure toast', async () => {
    const { calls, client } = fakeGateway({ [IDENTIFY]: serverError, [SUBSCRIBE]: ok('subscribed') });
    const result = await submitNewsletter(client, values, source);
    expect(result).toMatchObject({
      status: 'failed',
      message: intakeToasts.subscribeFailed,
      values: { email: 'ann@example.com' },
    });
    expect(calls).toHaveLength(1);
  });

  it('fails when subscribe fails after identify', async () => {
    const { calls, client } = fakeGateway({ [IDENTIFY]: ok(), [SUBSCRIBE]: serverError });
    await expect(submitNewsletter(client, values, source)).resolves.toMatchObject({
      status: 'failed',
      message: 'Error while subscribing',
    });
    expect(calls).toHaveLength(2);
  });

  it("gives a 400's field messages to the form's fields", async () => {
    const invalid = {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid body',
        fieldErrors: { 'data.email': ['Please enter a valid email address'] },
      },
    };
    const { client } = fakeGateway({ [IDENTIFY]: ok(), [SUBSCRIBE]: invalid });
    await expect(submitNewsletter(client, values, source)).resolves.toMatchObject({
      status: 'invalid',
      fieldErrors: { email: 'Please enter a valid email address' },
    });
  });

  it('sends neither identify nor subscribe for a filled honeypot, and answers success', async () => {
    const { calls, client } = fakeGateway({ [IDENTIFY]: ok(), [SUBSCRIBE]: ok('subscribed') });
    const answer = await submitNewsletter(client, values, source, { trap: 'http://spam.example' });
    expect(answer).toEqual({ status: 'success', city: 'Saratoga', confirmationSent: false });
    expect(calls).toEqual([]);
  });
});
