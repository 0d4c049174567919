/** @jest-environment node */
import { TRAP_FIELD } from '@civicbrief/contracts';
import { postForm } from '@civicbrief/forms/testing';
import { fakeGatewayForSuite } from '@civicbrief/gateway-client/testing';
import { demoRequestAction } from './index';

const basic: [string, string][] = [
  ['formName', 'basic'],
  ['firstName', 'Ada'],
  ['lastName', 'Lovelace'],
  ['email', 'ada@acme.example'],
  ['title', 'Partner'],
  ['companyName', 'Acme LLP'],
  ['industry', 'Law Firm'],
  ['phone', ''],
  ['region', 'ignored: not a real-estate firm'],
  ['website', 'acme.example'],
  ['terms', 'on'],
  [TRAP_FIELD, ''],
];

describe('the demo form action (no JavaScript)', () => {
  const gateway = fakeGatewayForSuite();
  beforeEach(() => gateway.answer('POST /api/demo-requests', { status: 200, body: { ok: true, id: 'demo-1' } }));
  const post = (fields: [string, string][]) =>
    postForm(demoRequestAction, 'http://site.test/contact', fields, {
      referer: 'http://site.test/contact',
      'x-forwarded-for': '203.0.113.7',
    });

  it('sends the form to POST /api/demo-requests with its page, for the visitor', async () => {
    const response = await post(basic);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ status: 'success' });
    expect(JSON.parse(gateway.received[0].body)).toEqual({
      data: {
        formName: 'basic',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@acme.example',
        title: 'Partner',
        companyName: 'Acme LLP',
        industry: 'Law Firm',
        website: 'acme.example',
        terms: true,
        source: 'http://site.test/contact',
      },
    });
    expect(gateway.received[0].headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it("answers 400 with the spec's messages and the values to show again, calling nothing", async () => {
    const extended = basic.map(([name, value]): [string, string] =>
      name === 'formName' ? [name, 'extended'] : name === 'website' ? [name, ' '] : [name, value],
    );
    const response = await post(extended.filter(([name]) => name !== 'terms'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'invalid',
      fieldErrors: {
        website: 'This field is required.',
        terms: 'Please agree to the terms and conditions',
        phone: 'Please enter your mobile phone number',
        regions__msas__markets: 'Please specify your regions, MSAs, or markets',
      },
      values: expect.objectContaining({ firstName: 'Ada', formName: 'extended', terms: false }),
    });
    expect(gateway.received).toEqual([]);
  });

  it('keeps the values with the failure message when the gateway fails, and calls nothing for a filled honeypot', async () => {
    gateway.answer('POST /api/demo-requests', {
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: 'down' },
    });
    const failed = await post(basic);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({
      status: 'failed',
      message: 'Error while submitting. Please try again later',
      values: { companyName: 'Acme LLP' },
    });
    gateway.received.length = 0;
    const bot = await post(
      basic.map(([name, value]): [string, string] =>
        name === TRAP_FIELD ? [name, 'http://spam.example'] : [name, value],
      ),
    );
    expect(await bot.json()).toEqual({ status: 'success' });
    expect(gateway.received).toEqual([]);
  });
});
