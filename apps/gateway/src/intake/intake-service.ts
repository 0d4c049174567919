import type {
  CityRequestInput,
  CustomerAttributesResult,
  DemoRequestInput,
  EventInput,
  IdentifyInput,
  OnboardingSubscribeInput,
  RealEstateSubscribeInput,
} from '@civicbrief/contracts';
import type { Database } from '@civicbrief/gateway-db';
import { requestCity } from './city-requests';
import { recordDemoRequest } from './demo-requests';
import { recordEvent, type RecordedEvent } from './events';
import { recordLead } from './leads';
import { customerAttributes, identifyPerson, type IdentifiedPerson } from './people';

/**
 * The intake calls of spec §7 over our database: each stores its record and, in the same transaction,
 * the outbox rows the worker later delivers to the marketing provider. Inputs are already validated.
 */
export interface IntakeService {
  identify(body: IdentifyInput): Promise<IdentifiedPerson>;
  onboarding(data: OnboardingSubscribeInput['data']): Promise<{ id: string }>;
  realEstateLead(data: RealEstateSubscribeInput['data']): Promise<{ id: string }>;
  recordEvent(identifier: string, body: EventInput, idempotencyKey?: string): Promise<RecordedEvent>;
  requestCity(input: CityRequestInput): Promise<{ id: string }>;
  /** A demo request from the marketing site's contact forms (decision 029). */
  demoRequest(data: DemoRequestInput['data']): Promise<{ id: string }>;
  customerAttributes(personId: string): Promise<CustomerAttributesResult | null>;
}

export function createIntakeService(db: Database): IntakeService {
  return {
    identify: (body) => identifyPerson(db, body),
    onboarding: (data) => recordLead(db, 'onboarding', data),
    realEstateLead: (data) => recordLead(db, 'real-estate', data),
    recordEvent: (identifier, body, idempotencyKey) => recordEvent(db, identifier, body, idempotencyKey),
    requestCity: (input) => requestCity(db, input),
    demoRequest: (data) => recordDemoRequest(db, data),
    customerAttributes: (personId) => customerAttributes(db, personId),
  };
}
