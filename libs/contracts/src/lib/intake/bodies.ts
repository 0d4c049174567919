import type { CityRequestFormInput, CityRequestInput } from './city-request';
import { RSVP_EVENT_NAME, RSVP_NO, RSVP_YES, type EventInput, type RsvpFormInput } from './events';
import type {
  OnboardingFormInput,
  OnboardingSubscribeInput,
  RealEstateLeadFormInput,
  RealEstateSubscribeInput,
} from './leads';
import { locationObjectId } from './location-object';
import type { IdentifyInput, NewsletterFormInput, NewsletterSubscribeInput } from './newsletter';

// The call bodies of spec §7, built from validated form values. The forms' actions and the tests use
// these, so every caller sends exactly the same shapes.

/** entityCreate body of the newsletter form: object id without the county for California. */
export function newsletterIdentifyBody(form: NewsletterFormInput): IdentifyInput {
  return {
    type: 'person',
    identifiers: { email: form.email },
    action: 'identify',
    attributes: {
      city: form.city,
      county: form.county,
      state: form.state,
      email: form.email,
      ...(form.first_name ? { first_name: form.first_name } : {}),
      unsubscribed: false,
    },
    cio_relationships: [{ identifiers: { object_type_id: 1, object_id: locationObjectId(form, 'newsletter') } }],
  };
}

/** subscribe?workflow=newsletter body; `source` is the page URL the form was sent from. */
export function newsletterSubscribeBody(form: NewsletterFormInput, source: string): NewsletterSubscribeInput {
  const { email, first_name, city, county, state } = form;
  return { data: { city, county, state, email, ...(first_name ? { first_name } : {}), source } };
}

/** The place an RSVP page is about (its query parameters city, state, county). */
export interface RsvpPlace {
  city: string;
  state: string;
  county?: string | null;
}

/** entityCreate body of the RSVP variant: last_name too, object_type_id '1' as text, city_state id. */
export function rsvpIdentifyBody(form: RsvpFormInput, place: RsvpPlace): IdentifyInput {
  return {
    type: 'person',
    identifiers: { email: form.email },
    action: 'identify',
    attributes: {
      city: place.city,
      ...(place.county ? { county: place.county } : {}),
      state: place.state,
      email: form.email,
      first_name: form.first_name,
      last_name: form.last_name,
      unsubscribed: false,
    },
    cio_relationships: [{ identifiers: { object_type_id: '1', object_id: locationObjectId(place, 'rsvp') } }],
  };
}

/** The RSVP event: attendees only when attending. */
export function rsvpEventBody(form: RsvpFormInput, event: { name: string; time: string }): EventInput {
  return {
    name: RSVP_EVENT_NAME,
    data: {
      event: event.name,
      event_time: event.time,
      rsvp: form.willAttend ? RSVP_YES : RSVP_NO,
      ...(form.willAttend && form.attendees ? { attendees: form.attendees } : {}),
    },
  };
}

/** subscribe (onboarding) body. */
export function onboardingSubscribeBody(form: OnboardingFormInput, source: string): OnboardingSubscribeInput {
  const { email, first_name, last_name, city, county, state, title } = form;
  return { data: { email, first_name, last_name, city, ...(county ? { county } : {}), state, title, source } };
}

/** real-state-subscribe body. */
export function realEstateSubscribeBody(form: RealEstateLeadFormInput, source: string): RealEstateSubscribeInput {
  const { email, first_name, last_name, title, company } = form;
  return { data: { email, first_name, last_name, title, company, source } };
}

/** request_a_city body (the form's terms stay in the browser). */
export function cityRequestBody(form: CityRequestFormInput): CityRequestInput {
  return { state: form.state, name: form.name, ...(form.email ? { email: form.email } : {}) };
}
