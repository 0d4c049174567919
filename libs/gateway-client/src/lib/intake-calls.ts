import {
  CustomerAttributesResult,
  IntakeResult,
  type CityRequestInput,
  type DemoRequestInput,
  type EventInput,
  type IdentifyInput,
  type NewsletterSubscribeInput,
  type OnboardingSubscribeInput,
  type RealEstateSubscribeInput,
  type SurveyInput,
} from '@civicbrief/contracts';
import { GatewayError } from './gateway-error';
import { relayHeaders } from './relay';
import { createTransport, type Transport, type TransportOptions } from './transport';

export interface IntakeClientOptions extends TransportOptions {
  /** Server side only: GATEWAY_RELAY_SECRET, so the gateway believes the visitor named by `forwardedFor` (relay.ts). */
  relaySecret?: string;
}

/** Per-call options of the intake calls. */
export interface IntakeCallOptions {
  /**
   * The X-Forwarded-For of the visitor's page request: with the relay secret the gateway's per-client
   * limits count the visitor, not the app server (relay.ts).
   */
  forwardedFor?: string | null;
}

/** What a person sends (the forms' calls) and the lookup of a person on file. */
export interface IntakeCalls {
  /** POST /api/customerio/entityCreate?workflow=newsletter (identify a person). */
  identify(body: IdentifyInput, options?: IntakeCallOptions): Promise<IntakeResult>;
  /** POST /api/customerio/subscribe?workflow=newsletter. */
  subscribeNewsletter(body: NewsletterSubscribeInput, options?: IntakeCallOptions): Promise<IntakeResult>;
  /** POST /api/customerio/subscribe (onboarding of a public official). */
  subscribeOnboarding(body: OnboardingSubscribeInput, options?: IntakeCallOptions): Promise<IntakeResult>;
  /** POST /api/customerio/real-state-subscribe (real-estate demo lead). */
  subscribeRealEstate(body: RealEstateSubscribeInput, options?: IntakeCallOptions): Promise<IntakeResult>;
  /** POST /api/customerio/events?identifier=…&workflow=newsletter. */
  sendEvent(identifier: string, body: EventInput, options?: IntakeCallOptions): Promise<IntakeResult>;
  /** POST /api/rds/request_a_city. */
  requestCity(body: CityRequestInput, options?: IntakeCallOptions): Promise<IntakeResult>;
  /** POST /api/demo-requests (a demo contact form, basic or extended; decision 029). */
  requestDemo(body: DemoRequestInput, options?: IntakeCallOptions): Promise<IntakeResult>;
  /** POST /api/survey (a subscriber feedback survey record; decision 032). */
  submitSurvey(body: SurveyInput, options?: IntakeCallOptions): Promise<IntakeResult>;
  /**
   * GET /api/customerio/customersAttributes?identifier={person id}: the person, or null when unknown (404).
   * Limited per visitor: a server-side lookup passes the visitor's address on (options.forwardedFor).
   */
  customerAttributes(identifier: string, options?: IntakeCallOptions): Promise<CustomerAttributesResult | null>;
}

/** Headers naming the visitor of one call (a Remix action passing its page request's X-Forwarded-For). */
export function visitorOf(
  forwardedFor: string | null | undefined,
  relaySecret: string | undefined,
): Record<string, string> {
  return forwardedFor ? { ...relayHeaders(forwardedFor, relaySecret), 'x-forwarded-for': forwardedFor } : {};
}

/** The intake calls over a transport (the whole client composes them with the others: gateway-client.ts). */
export function createIntakeCalls({ call }: Transport, relaySecret?: string): IntakeCalls {
  const headersOf = (options?: IntakeCallOptions) => visitorOf(options?.forwardedFor, relaySecret);
  const write = async (path: string, body: unknown, options?: IntakeCallOptions) =>
    (await call(path, { schema: IntakeResult }, { body, headers: headersOf(options) })).data;
  const query = (value: string) => encodeURIComponent(value);

  return {
    identify: (body, options) => write('/api/customerio/entityCreate?workflow=newsletter', body, options),
    subscribeNewsletter: (body, options) => write('/api/customerio/subscribe?workflow=newsletter', body, options),
    subscribeOnboarding: (body, options) => write('/api/customerio/subscribe', body, options),
    subscribeRealEstate: (body, options) => write('/api/customerio/real-state-subscribe', body, options),
    sendEvent: (identifier, body, options) =>
      write(`/api/customerio/events?identifier=${query(identifier)}&workflow=newsletter`, body, options),
    requestCity: (body, options) => write('/api/rds/request_a_city', body, options),
    requestDemo: (body, options) => write('/api/demo-requests', body, options),
    submitSurvey: (body, options) => write('/api/survey', body, options),
    customerAttributes: async (identifier, options) => {
      const path = `/api/customerio/customersAttributes?identifier=${query(identifier)}`;
      try {
        return (await call(path, { schema: CustomerAttributesResult }, { headers: headersOf(options) })).data;
      } catch (error) {
        if (error instanceof GatewayError && error.status === 404) return null;
        throw error;
      }
    },
  };
}

/**
 * Only the intake calls, for a browser's forms: a page with a form loads their schemas, not those of every call
 * (the providers', search's; decision 021).
 */
export function createIntakeClient(options: IntakeClientOptions): IntakeCalls {
  return createIntakeCalls(createTransport(options), options.relaySecret);
}
