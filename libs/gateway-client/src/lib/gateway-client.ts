import {
  CustomerAttributesResult,
  HealthResult,
  IntakeResult,
  ReadinessResult,
  SearchResult,
  searchParamsOf,
  type CityRequestInput,
  type DemoRequestInput,
  type EventInput,
  type IdentifyInput,
  type NewsletterSubscribeInput,
  type OnboardingSubscribeInput,
  type RealEstateSubscribeInput,
  type SearchQuery,
  type SurveyInput,
} from '@civicbrief/contracts';
import type * as z from 'zod/mini';
import { GatewayError } from './gateway-error';
import { createProviderCalls, type ProviderCalls } from './provider-calls';
import { relayHeaders } from './relay';
import { createTransport, type CallSpec, type TransportOptions } from './transport';

export interface GatewayClientOptions extends TransportOptions {
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

/** The weather, schools and pets calls are ProviderCalls (provider-calls.ts). */
export interface GatewayClient extends ProviderCalls {
  /** GET /healthz: the gateway process is up. */
  health(): Promise<HealthResult>;
  /** GET /readyz: whether the gateway can serve. Its 503 "unavailable" answer is returned, not thrown. */
  readiness(): Promise<ReadinessResult>;
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
  /** GET /api/search: every city's published summaries, agendas and articles matching the words and filters (decision 035). */
  search(query: SearchQuery, options?: IntakeCallOptions): Promise<SearchResult>;
}

/** Headers naming the visitor of one call (a Remix action passing its page request's X-Forwarded-For). */
function visitorOf(forwardedFor: string | null | undefined, relaySecret: string | undefined): Record<string, string> {
  return forwardedFor ? { ...relayHeaders(forwardedFor, relaySecret), 'x-forwarded-for': forwardedFor } : {};
}

/** The gateway's calls, for a browser (baseUrl '') or a server (gateway-client/server builds one per request). */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const transport = createTransport(options);
  const { call } = transport;
  const get = async <T extends z.core.$ZodType>(path: string, spec: CallSpec<T>, callOptions?: IntakeCallOptions) =>
    (await call(path, spec, { headers: visitorOf(callOptions?.forwardedFor, options.relaySecret) })).data;
  const write = async (path: string, body: unknown, callOptions?: IntakeCallOptions) =>
    (
      await call(
        path,
        { schema: IntakeResult },
        { body, headers: visitorOf(callOptions?.forwardedFor, options.relaySecret) },
      )
    ).data;
  const query = (value: string) => encodeURIComponent(value);

  return {
    ...createProviderCalls(transport),
    health: () => get('/healthz', { schema: HealthResult }),
    readiness: () => get('/readyz', { schema: ReadinessResult, answerStatuses: [503] }),
    identify: (body, callOptions) => write('/api/customerio/entityCreate?workflow=newsletter', body, callOptions),
    subscribeNewsletter: (body, callOptions) =>
      write('/api/customerio/subscribe?workflow=newsletter', body, callOptions),
    subscribeOnboarding: (body, callOptions) => write('/api/customerio/subscribe', body, callOptions),
    subscribeRealEstate: (body, callOptions) => write('/api/customerio/real-state-subscribe', body, callOptions),
    sendEvent: (identifier, body, callOptions) =>
      write(`/api/customerio/events?identifier=${query(identifier)}&workflow=newsletter`, body, callOptions),
    requestCity: (body, callOptions) => write('/api/rds/request_a_city', body, callOptions),
    requestDemo: (body, callOptions) => write('/api/demo-requests', body, callOptions),
    submitSurvey: (body, callOptions) => write('/api/survey', body, callOptions),
    search: (search, callOptions) =>
      get(`/api/search?${searchParamsOf(search)}`, { schema: SearchResult }, callOptions),
    customerAttributes: async (identifier, callOptions) => {
      try {
        return await get(
          `/api/customerio/customersAttributes?identifier=${query(identifier)}`,
          { schema: CustomerAttributesResult },
          callOptions,
        );
      } catch (error) {
        if (error instanceof GatewayError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
