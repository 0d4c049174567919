import { RsvpFormInput } from '@civicbrief/contracts';
import { GatewayError } from '@civicbrief/gateway-client';
import { rsvpInvitation } from './rsvp-invitation';
import { submitRsvp } from './submit-rsvp';

const accepted = { ok: true as const, id: 'x' };
const invitation = {
  place: { city: 'Saratoga', county: 'Santa Clara County', state: 'California' },
  event: { name: 'Town hall', time: 'May 5, 6 pm' },
  id: 'sub-42',
};
const answer = (willAttend: 'yes' | 'no', attendees = '2') =>
  RsvpFormInput.parse({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', willAttend, attendees });

function fakeClient(failAt?: 'identify' | 'sendEvent') {
  const calls: string[] = [];
  const step = (name: 'identify' | 'sendEvent') =>
    jest.fn(async () => {
      calls.push(name);
      if (failAt === name) throw new GatewayError('Something went wrong', 503, 'http');
      return accepted;
    });
  return { calls, identify: step('identify'), sendEvent: step('sendEvent') };
}

describe('submitRsvp', () => {
  it('identifies first, then sends the RSVP event for the subscriber id', async () => {
    const client = fakeClient();
    expect(await submitRsvp(client, answer('yes'), { invitation, forwardedFor: '198.51.100.1' })).toEqual({
      status: 'success',
      attending: true,
    });
    expect(client.calls).toEqual(['identify', 'sendEvent']);
    expect(client.identify.mock.calls[0]).toEqual([
      expect.objectContaining({
        identifiers: { email: 'ada@example.com' },
        attributes: expect.objectContaining({
          first_name: 'Ada',
          last_name: 'Lovelace',
          city: 'Saratoga',
          state: 'California',
        }),
        cio_relationships: [{ identifiers: { object_type_id: '1', object_id: 'saratoga_california' } }],
      }),
      { forwardedFor: '198.51.100.1' },
    ]);
    expect(client.sendEvent.mock.calls[0]).toEqual([
      'sub-42',
      {
        name: 'RSVP',
        data: { event: 'Town hall', event_time: 'May 5, 6 pm', rsvp: "Yes, I'll be there!", attendees: '2' },
      },
      { forwardedFor: '198.51.100.1' },
    ]);
  });

  it('declines without attendees and identifies the event by email when the link has no id', async () => {
    const client = fakeClient();
    const result = await submitRsvp(client, answer('no'), { invitation: { ...invitation, id: null } });
    expect(result).toEqual({ status: 'success', attending: false });
    expect(client.sendEvent.mock.calls[0].slice(0, 2)).toEqual([
      'ada@example.com',
      { name: 'RSVP', data: { event: 'Town hall', event_time: 'May 5, 6 pm', rsvp: "Sorry I can't make it" } },
    ]);
  });

  it('sends no event when identify fails, and answers the RSVP toast', async () => {
    const client = fakeClient('identify');
    const values = answer('yes');
    expect(await submitRsvp(client, values, { invitation })).toEqual({
      status: 'failed',
      message: 'Error while submitting. Please try again later',
      values,
    });
    expect(client.calls).toEqual(['identify']);
  });

  it('fails when the event call fails', async () => {
    const client = fakeClient('sendEvent');
    expect(await submitRsvp(client, answer('yes'), { invitation })).toMatchObject({
      status: 'failed',
      message: 'Error while submitting. Please try again later',
    });
    expect(client.calls).toEqual(['identify', 'sendEvent']);
  });

  it('sends nothing for a filled honeypot', async () => {
    const client = fakeClient();
    expect(await submitRsvp(client, answer('no'), { invitation, trap: 'bot' })).toEqual({
      status: 'success',
      attending: false,
    });
    expect(client.calls).toEqual([]);
  });
});

describe('rsvpInvitation', () => {
  const subscriber = {
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: null,
    city: 'Plano',
    state: 'Texas',
    county: 'Collin County',
  };

  it('reads place, id and event from the link, turning a state code into its name', () => {
    const params = new URLSearchParams(
      'city=Saratoga&state=CA&county=Santa+Clara+County&id=sub-42&event=Budget+hearing&event_time=June+3%2C+7+pm',
    );
    expect(rsvpInvitation(params, subscriber)).toEqual({
      place: { city: 'Saratoga', state: 'California', county: 'Santa Clara County' },
      event: { name: 'Budget hearing', time: 'June 3, 7 pm' },
      id: 'sub-42',
    });
  });

  it("defaults the event to the city's community meeting, time to be announced", () => {
    expect(rsvpInvitation(new URLSearchParams('city=Saratoga&state=California')).event).toEqual({
      name: 'Saratoga community meeting',
      time: 'To be announced',
    });
  });

  it("falls back to the subscriber's place, and to none", () => {
    expect(rsvpInvitation(new URLSearchParams('id=sub-1'), subscriber).place).toEqual({
      city: 'Plano',
      state: 'Texas',
      county: 'Collin County',
    });
    expect(rsvpInvitation(new URLSearchParams('city=Plano'), null).place).toBeNull();
    expect(rsvpInvitation(new URLSearchParams(`id=${'x'.repeat(300)}`)).id).toBeNull();
  });
});
