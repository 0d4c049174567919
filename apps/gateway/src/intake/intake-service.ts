import type {
  CityRequestInput,
  CustomerAttributesResult,
  EventInput,
  IdentifyInput,
  NewsletterSubscribeInput,
  OnboardingSubscribeInput,
  RealEstateSubscribeInput,
} from '@civicbrief/contracts';
import type { Database } from '../db/client';
import { requestCity } from './city-requests';
import { recordEvent, type RecordedEvent } from './events';
import { recordLead } from './leads';
import { subscribeNewsletter, type NewsletterAnswer } from './newsletter';
import { customerAttributes, identifyPerson } from './people';

/**
 * The intake calls of spec §7 over our database: each stores its record and, in the same transaction,
 * the outbox rows the worker later delivers to the marketing provider. Inputs are already validated.
 */
export interface IntakeService {
  identify(body: IdentifyInput): Promise<{ id: string }>;
  subscribeNewsletter(data: NewsletterSubscribeInput['data']): Promise<{ id: string; status: NewsletterAnswer }>;
  onboarding(data: OnboardingSubscribeInput['data']): Promise<{ id: string }>;
  realEstateLead(data: RealEstateSubscribeInput['data']): Promise<{ id: string }>;
  recordEvent(identifier: string, body: EventInput, idempotencyKey?: string): Promise<RecordedEvent>;
  requestCity(input: CityRequestInput): Promise<{ id: string }>;
  customerAttributes(identifier: string): Promise<CustomerAttributesResult | null>;
}

export interface IntakeOptions {
  /** New newsletter subscribers confirm by email before they are active. */
  doubleOptIn: boolean;
}

export function createIntakeService(db: Database, options: IntakeOptions): IntakeService {
  return {
    identify: (body) => identifyPerson(db, body),
    subscribeNewsletter: (data) => subscribeNewsletter(db, data, options.doubleOptIn),
    onboarding: (data) => recordLead(db, 'onboarding', data),
    realEstateLead: (data) => recordLead(db, 'real-estate', data),
    recordEvent: (identifier, body, idempotencyKey) => recordEvent(db, identifier, body, idempotencyKey),
    requestCity: (input) => requestCity(db, input),
    customerAttributes: (identifier) => customerAttributes(db, identifier),
  };
}
