/** @jest-environment node */
import { TRAP_FIELD } from '@civicbrief/contracts';
import type { ActionFunctionArgs } from '@remix-run/node';
import { postForm } from '@civicbrief/forms/testing';
import { startFakeGateway } from '@civicbrief/gateway-client/testing';
import { action as requestCity } from './request-a-city';
import { action as rsvp } from './rsvp';
import { action as subscribe } from './subscribe';

type Action = (args: ActionFunctionArgs) => Promise<Response>;
const trap: [string, string] = [TRAP_FIELD, 'http://spam.example'];
const saratoga: [string, string][] = [
  ['city', 'Saratoga'],
  ['county', 'Santa Clara County'],
  ['state', 'California'],
];
const person: [string, string][] = [
  ['first_name', 'Ada'],
  ['last_name', 'Lovelace'],
  ['email', 'bot@example.com'],
];

/** Each form posted without JavaScript, every field valid, and the trap filled as a bot fills it. */
const forms: { form: string; action: Action; url: string; fields: [string, string][]; answer: object }[] = [
  {
    form: 'newsletter (/subscribe)',
    action: subscribe,
    url: 'http://site.test/subscribe',
    fields: [['email', 'bot@example.com'], ...saratoga, ['terms', 'on']],
    answer: { status: 'success', city: 'Saratoga', confirmationSent: false },
  },
  {
    form: 'request a city',
    action: requestCity,
    url: 'http://site.test/request-a-city',
    fields: [
      ['name', 'Botville'],
      ['state', 'Texas'],
      ['terms', 'on'],
    ],
    answer: { status: 'success', name: 'Botville' },
  },
  {
    form: 'RSVP',
    action: rsvp,
    url: 'http://site.test/rsvp?city=Saratoga&state=CA&county=Santa+Clara+County&id=sub-42',
    fields: [...person, ['willAttend', 'yes']],
    answer: { status: 'success', attending: true },
  },
];

/** Posts a form to its action with a fake gateway behind it: the answer, and the writes that reached the gateway. */
async function postWithFakeGateway(action: Action, url: string, fields: [string, string][]) {
  const gateway = await startFakeGateway();
  process.env['GATEWAY_URL'] = gateway.url;
  try {
    const response = await postForm(action, url, fields);
    return {
      status: response.status,
      answer: await response.json(),
      writes: gateway.received.filter((call) => call.method === 'POST'),
    };
  } finally {
    await gateway.close();
  }
}

describe('civic form actions with a filled honeypot', () => {
  // The RSVP page still looks its subscriber up (unanswered here, so the form is offered empty); no write may follow.
  it.each(forms)('$form answers success and makes no intake call', async ({ action, url, fields, answer }) => {
    expect(await postWithFakeGateway(action, url, [...fields, trap])).toEqual({ status: 200, answer, writes: [] });
  });
});
