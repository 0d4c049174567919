import { AlertFormInput, alertMessages } from '@civicbrief/contracts';
import type { AlertCalls } from '@civicbrief/gateway-client/server';
import { submitAlert } from './submit-alert';

// As the action hands them over: parsed by the form's schema (empty filters left out).
const values = AlertFormInput.parse({
  q: ' bike lanes ',
  state: 'ca',
  city: 'saratoga',
  type: '',
  from: '',
  to: '',
  email: 'ada@example.com',
  frequency: 'weekly',
});

const clientAnswering = (outcome: Awaited<ReturnType<AlertCalls['createAlert']>>) => ({
  createAlert: jest.fn(async () => outcome),
});

describe('submitAlert', () => {
  it('creates the alert with the search, the address, how often and the page it was sent from', async () => {
    const client = clientAnswering({ ok: true, data: { ok: true, id: 'a1' } });
    expect(await submitAlert(client, values, { source: 'https://site.test/alerts/new?q=bike', trap: '' })).toEqual({
      status: 'success',
    });
    expect(client.createAlert).toHaveBeenCalledWith({
      search: { q: 'bike lanes', state: 'ca', city: 'saratoga' },
      email: 'ada@example.com',
      frequency: 'weekly',
      source: 'https://site.test/alerts/new?q=bike',
    });
  });

  it('answers a filled honeypot as a success, and sends nothing', async () => {
    const client = clientAnswering({ ok: true, data: { ok: true, id: 'a1' } });
    expect(await submitAlert(client, values, { source: '/alerts/new', trap: 'bot' })).toEqual({ status: 'success' });
    expect(client.createAlert).not.toHaveBeenCalled();
  });

  it("keeps a refusal's message and status, and puts its field messages on the form's fields", async () => {
    const tooMany = clientAnswering({ ok: false, status: 409, message: alertMessages.tooManyAlerts, fieldErrors: {} });
    expect(await submitAlert(tooMany, values, { source: '/alerts/new' })).toEqual({
      status: 'failed',
      message: alertMessages.tooManyAlerts,
      values,
      httpStatus: 409,
    });
    const refused = clientAnswering({
      ok: false,
      status: 400,
      message: 'Bad request',
      fieldErrors: { 'search.q': [alertMessages.queryRequired], email: ['Please enter a valid email address'] },
    });
    expect(await submitAlert(refused, values, { source: '/alerts/new' })).toEqual({
      status: 'invalid',
      fieldErrors: { q: alertMessages.queryRequired, email: 'Please enter a valid email address' },
      values,
    });
  });
});
