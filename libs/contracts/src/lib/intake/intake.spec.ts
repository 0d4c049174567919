import { CityRequestFormInput, CityRequestInput } from './city-request';
import { EventInput, PUBLIC_EVENT_NAMES, RsvpFormInput } from './events';
import { intakeMessages } from './intake-messages';
import { OnboardingFormInput, RealEstateLeadFormInput } from './leads';
import { locationObjectId } from './location-object';
import { IdentifyInput, NewsletterFormInput } from './newsletter';
import { newsletterIdentifyBody, rsvpEventBody, rsvpIdentifyBody } from './bodies';
import * as z from 'zod/mini';

const errorsOf = (schema: z.core.$ZodType, input: unknown) => {
  const result = z.safeParse(schema, input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const saratoga = { city: 'Saratoga', county: 'Santa Clara County', state: 'California' };

describe('locationObjectId', () => {
  it('omits the county for California on the newsletter form only', () => {
    expect(locationObjectId(saratoga, 'newsletter')).toBe('saratoga_california');
    expect(locationObjectId(saratoga, 'full')).toBe('saratoga_santa_clara_county_california');
    expect(locationObjectId({ city: 'Plano', county: 'Collin County', state: 'Texas' }, 'newsletter')).toBe(
      'plano_collin_county_texas',
    );
  });

  it('uses city and state only in the RSVP variant, folding accents and punctuation', () => {
    expect(locationObjectId({ city: 'Cañon City', county: 'Fremont County', state: 'Colorado' }, 'rsvp')).toBe(
      'canon_city_colorado',
    );
  });
});

describe('NewsletterFormInput', () => {
  it('gives every spec message for an empty form', () => {
    expect(errorsOf(NewsletterFormInput, {})).toEqual({
      email: intakeMessages.emailRequired,
      city: 'Please select a city',
      county: 'Please select a county',
      state: 'Please select a state',
      terms: 'Please agree to the terms and conditions',
    });
  });

  it('checks the email pattern and keeps first name optional', () => {
    expect(errorsOf(NewsletterFormInput, { ...saratoga, email: 'nope', terms: true })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(NewsletterFormInput.parse({ ...saratoga, email: ' a@b.co ', first_name: ' ', terms: true })).toMatchObject({
      email: 'a@b.co',
      first_name: undefined,
    });
  });

  it('builds an identify body the gateway schema accepts', () => {
    const form = NewsletterFormInput.parse({ ...saratoga, email: 'a@b.co', first_name: 'Ann', terms: true });
    const body = newsletterIdentifyBody(form);
    expect(IdentifyInput.parse(body).cio_relationships[0].identifiers).toEqual({
      object_type_id: 1,
      object_id: 'saratoga_california',
    });
  });
});

describe('OnboardingFormInput', () => {
  it('asks to select a city, or to type it and select a state in manual mode', () => {
    const base = { first_name: 'A', last_name: 'B', email: 'a@b.co', title: 'Mayor', terms: true };
    expect(errorsOf(OnboardingFormInput, base)).toEqual({ city: 'Please select a city' });
    expect(errorsOf(OnboardingFormInput, { ...base, manual: true })).toEqual({
      city: 'Please type your city name',
      state: 'Please select your state',
    });
  });

  it('answers a value that is no object with an issue, not a TypeError', () => {
    for (const input of [null, undefined, 'x', 1]) expect(z.safeParse(OnboardingFormInput, input).success).toBe(false);
  });

  it('tells a missing city and state even while other fields are wrong', () => {
    expect(errorsOf(OnboardingFormInput, { manual: true })).toMatchObject({
      city: 'Please type your city name',
      state: 'Please select your state',
      terms: 'Please agree to the terms and conditions',
    });
    expect(errorsOf(OnboardingFormInput, {})).toMatchObject({
      city: 'Please select a city',
      first_name: 'Please type your name',
    });
  });

  it('words the person fields as the spec does', () => {
    expect(errorsOf(RealEstateLeadFormInput, {})).toEqual({
      first_name: 'Please type your name',
      last_name: 'Please type your last name',
      email: 'Please type your email address',
      title: 'Please type your role or title',
      company: 'Please type your company name',
      terms: 'Please agree to the terms and conditions',
    });
  });
});

describe('CityRequestInput', () => {
  it('limits name and email to 30 characters and keeps email optional', () => {
    expect(
      errorsOf(CityRequestInput, { state: 'Texas', name: 'x'.repeat(31), email: `${'a'.repeat(25)}@b.com` }),
    ).toEqual({
      name: intakeMessages.cityNameTooLong,
      email: intakeMessages.emailTooLong,
    });
    expect(CityRequestInput.parse({ state: 'Texas', name: 'Austin', email: '' })).toEqual({
      state: 'Texas',
      name: 'Austin',
    });
    expect(errorsOf(CityRequestFormInput, {})).toEqual({
      state: 'Please select a state',
      name: 'Please type a city name',
      terms: 'Please agree to the terms and conditions',
    });
  });
});

describe('RsvpFormInput and its bodies', () => {
  it('requires a yes or no answer', () => {
    expect(errorsOf(RsvpFormInput, {})).toEqual({
      first_name: 'Please enter your first name',
      last_name: 'Please enter your last name',
      email: 'Please enter an email address',
      willAttend: 'Please select if you will attend',
    });
  });

  it('sends attendees only when attending and identifies with a text object type', () => {
    const yes = RsvpFormInput.parse({
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.co',
      willAttend: 'yes',
      attendees: '2',
    });
    const no = RsvpFormInput.parse({
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.co',
      willAttend: 'no',
      attendees: '2',
    });
    const event = { name: 'Town hall', time: '2026-12-01T18:00:00Z' };
    expect(rsvpEventBody(yes, event).data).toEqual({
      event: 'Town hall',
      event_time: event.time,
      rsvp: "Yes, I'll be there!",
      attendees: '2',
    });
    expect(rsvpEventBody(no, event).data).toEqual({
      event: 'Town hall',
      event_time: event.time,
      rsvp: "Sorry I can't make it",
    });
    const identify = rsvpIdentifyBody(yes, saratoga);
    expect(identify.cio_relationships[0].identifiers).toEqual({
      object_type_id: '1',
      object_id: 'saratoga_california',
    });
    expect(identify.attributes.last_name).toBe('B');
  });
});

describe('EventInput', () => {
  it("takes the spec's events only, each with its own data and nothing more", () => {
    const rsvp = {
      name: 'RSVP',
      data: { event: 'Town hall', event_time: '2026-12-01T18:00:00Z', rsvp: "Sorry I can't make it" },
    };
    expect(EventInput.parse(rsvp)).toEqual(rsvp);
    expect(
      EventInput.parse({
        name: 'SubscriptionFeedbackSurvey',
        data: { event: 'SubscriptionFeedbackSurvey', outreach: 'No' },
      }).name,
    ).toBe('SubscriptionFeedbackSurvey');
    expect(errorsOf(EventInput, { name: 'newsletter_subscribed', data: {} })).toEqual({
      name: `name must be one of: ${PUBLIC_EVENT_NAMES.join(', ')}`,
    });
    expect(errorsOf(EventInput, { ...rsvp, data: { ...rsvp.data, nested: { deep: true } } })).toEqual({
      data: 'Unrecognized key: "nested"',
    });
    expect(errorsOf(EventInput, { name: 'SaratogaFeedbackSurvey', data: { event: 'x', outreach: ['a'] } })).toEqual({
      'data.outreach': 'outreach must be true, false or a short text',
    });
  });
});
