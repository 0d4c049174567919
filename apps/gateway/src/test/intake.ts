import {
  cityRequestBody,
  CityRequestFormInput,
  DemoFormInput,
  demoRequestBody,
  NewsletterFormInput,
  newsletterIdentifyBody,
  newsletterSubscribeBody,
  OnboardingFormInput,
  onboardingSubscribeBody,
  RealEstateLeadFormInput,
  realEstateSubscribeBody,
  rsvpEventBody,
  RsvpFormInput,
} from '@civicbrief/contracts';
import { asc, like } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { outbox, type Database } from '@civicbrief/gateway-db';

let hosts = 0;
/** A client address of its own per call, so per-client limits never reach from one test into another. */
export const freshClient = () => {
  hosts += 1;
  return `10.${(hosts >> 16) & 255}.${(hosts >> 8) & 255}.${hosts & 255}`;
};

/** POSTs JSON the way gateway-client does, as a browser of its own address unless one is given. */
export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: { client?: string; headers?: InjectOptions['headers'] } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as InjectOptions['payload'],
    headers: { 'x-forwarded-for': options.client ?? freshClient(), ...options.headers },
  });
}

/** The outbox rows whose key starts with the prefix, oldest first. */
export function outboxRows(db: Database, keyPrefix = '') {
  return db
    .select()
    .from(outbox)
    .where(like(outbox.idempotencyKey, `${keyPrefix}%`))
    .orderBy(asc(outbox.id));
}

export const saratoga = { city: 'Saratoga', county: 'Santa Clara County', state: 'California' };
export const source = 'http://localhost:3000/ca/santa-clara-county/saratoga';

/** The newsletter form's values as a visitor fills them. */
export const newsletterForm = (email: string, extra: Record<string, unknown> = {}) =>
  NewsletterFormInput.parse({ ...saratoga, email, first_name: 'Ada', terms: true, ...extra });

/** The two calls of the newsletter form, built by the same functions the form's action uses. */
export const identifyBody = (email: string, extra: Record<string, unknown> = {}) =>
  newsletterIdentifyBody(newsletterForm(email, extra));
export const newsletterBody = (email: string, extra: Record<string, unknown> = {}) =>
  newsletterSubscribeBody(newsletterForm(email, extra), source);

export const onboardingBody = (email: string, extra: Record<string, unknown> = {}) =>
  onboardingSubscribeBody(
    OnboardingFormInput.parse({
      ...saratoga,
      email,
      first_name: 'Grace',
      last_name: 'Hopper',
      title: 'Mayor',
      terms: true,
      ...extra,
    }),
    source,
  );

export const realEstateBody = (email: string, extra: Record<string, unknown> = {}) =>
  realEstateSubscribeBody(
    RealEstateLeadFormInput.parse({
      email,
      first_name: 'Ida',
      last_name: 'Tarbell',
      title: 'Broker',
      company: 'Acme Realty',
      terms: true,
      ...extra,
    }),
    source,
  );

/** The RSVP event as the RSVP form sends it (one of the few events the events call accepts). */
export const rsvpBody = (email: string) =>
  rsvpEventBody(
    RsvpFormInput.parse({ first_name: 'Rosa', last_name: 'Parks', email, willAttend: 'yes', attendees: '2' }),
    {
      name: 'Town hall',
      time: '2026-12-01T18:00:00Z',
    },
  );

export const cityBody = (name: string, extra: Record<string, unknown> = {}) =>
  cityRequestBody(CityRequestFormInput.parse({ state: 'Texas', name, terms: true, ...extra }));

/** A demo request as the extended form on the real-estate page sends it (decision 029). */
export const demoPage = 'http://localhost:3000/real-estate';
export const demoBody = (email: string, extra: Record<string, unknown> = {}) =>
  demoRequestBody(
    DemoFormInput.parse({
      formName: 'extended',
      firstName: 'Ida',
      lastName: 'Tarbell',
      email,
      title: 'Head of Acquisitions',
      companyName: 'Acme Homes',
      industry: 'Real Estate Firm',
      region: 'Pacific Northwest',
      phone: '+1 408 555 0100',
      website: 'acme-homes.example',
      regions__msas__markets: 'Seattle MSA, Portland MSA',
      how_civicbrief_helps: 'Rezonings <before> the hearing & after',
      terms: true,
      ...extra,
    }),
    demoPage,
  );

export const urls = {
  identify: '/api/customerio/entityCreate?workflow=newsletter',
  newsletter: '/api/customerio/subscribe?workflow=newsletter',
  onboarding: '/api/customerio/subscribe',
  realEstate: '/api/customerio/real-state-subscribe',
  events: (identifier: string) =>
    `/api/customerio/events?identifier=${encodeURIComponent(identifier)}&workflow=newsletter`,
  attributes: (identifier: string) =>
    `/api/customerio/customersAttributes?identifier=${encodeURIComponent(identifier)}`,
  cityRequest: '/api/rds/request_a_city',
  demoRequest: '/api/demo-requests',
} as const;
