import {
  CustomerAttributesResult,
  HealthResult,
  IntakeResult,
  ReadinessResult,
  type CityRequestInput,
  type EventInput,
  type IdentifyInput,
  type NewsletterSubscribeInput,
  type OnboardingSubscribeInput,
  type RealEstateSubscribeInput,
} from '@civicbrief/contracts';
import type { z } from 'zod';
import { GatewayError, httpError } from './gateway-error';
import { relayHeaders } from './relay';

export interface GatewayClientOptions {
  /** Origin of the gateway, e.g. http://127.0.0.1:3000 (GATEWAY_URL). */
  baseUrl: string;
  /** fetch to use; defaults to the global one (Node 20 and browsers). */
  fetch?: typeof fetch;
  /** Per-call time limit in milliseconds; default 10 000. */
  timeoutMs?: number;
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

export interface GatewayClient {
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
  /**
   * GET /api/customerio/customersAttributes?identifier={person id}: the person, or null when unknown (404).
   * Limited per visitor: a server-side lookup passes the visitor's address on (options.forwardedFor).
   */
  customerAttributes(identifier: string, options?: IntakeCallOptions): Promise<CustomerAttributesResult | null>;
}

export const defaultTimeoutMs = 10_000;

interface CallOptions<T extends z.ZodType> {
  schema: T;
  /** Non-2xx statuses whose body is still an answer of `schema` (e.g. a 503 readiness report). */
  answerStatuses?: readonly number[];
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function request(path: string, init: { body?: unknown; forwardedFor?: string | null } = {}): Promise<{ response: Response; text: string }> {
    const signal = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = { accept: 'application/json', ...relayHeaders(init.forwardedFor, options.relaySecret) };
    if (init.forwardedFor) headers['x-forwarded-for'] = init.forwardedFor;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetchImpl(`${base}${path}`, {
        headers,
        signal,
        ...(init.body !== undefined ? { method: 'POST', body: JSON.stringify(init.body) } : {}),
      });
      // The body read is inside the try: the time limit covers a gateway that stalls mid-answer too.
      return { response, text: await response.text() };
    } catch (error) {
      // Checked on the signal: the rejection is a DOMException whose class differs between runtimes.
      if (signal.aborted) {
        throw new GatewayError(`Gateway did not answer ${path} within ${timeoutMs} ms`, 0, 'timeout', null, { cause: error });
      }
      throw new GatewayError(`Gateway unreachable for ${path}`, 0, 'network', null, { cause: error });
    }
  }

  async function call<T extends z.ZodType>(
    path: string,
    { schema, answerStatuses = [] }: CallOptions<T>,
    init?: { body?: unknown; forwardedFor?: string | null },
  ): Promise<z.infer<T>> {
    const { response, text } = await request(path, init);
    const json = parseJson(text);
    if (response.ok || answerStatuses.includes(response.status)) {
      const parsed = json.ok ? schema.safeParse(json.value) : null;
      if (parsed?.success) return parsed.data;
      if (response.ok) {
        const cause = parsed ? parsed.error : json.ok ? undefined : json.error;
        throw new GatewayError(`Gateway answer to ${path} does not match its contract`, response.status, 'invalid-response', null, { cause });
      }
    }
    throw httpError(response.status, response.statusText, json.ok ? json.value : null);
  }

  const write = (path: string, body: unknown, options?: IntakeCallOptions) =>
    call(path, { schema: IntakeResult }, { body, forwardedFor: options?.forwardedFor });
  const query = (value: string) => encodeURIComponent(value);

  return {
    health: () => call('/healthz', { schema: HealthResult }),
    readiness: () => call('/readyz', { schema: ReadinessResult, answerStatuses: [503] }),
    identify: (body, options) => write('/api/customerio/entityCreate?workflow=newsletter', body, options),
    subscribeNewsletter: (body, options) => write('/api/customerio/subscribe?workflow=newsletter', body, options),
    subscribeOnboarding: (body, options) => write('/api/customerio/subscribe', body, options),
    subscribeRealEstate: (body, options) => write('/api/customerio/real-state-subscribe', body, options),
    sendEvent: (identifier, body, options) =>
      write(`/api/customerio/events?identifier=${query(identifier)}&workflow=newsletter`, body, options),
    requestCity: (body, options) => write('/api/rds/request_a_city', body, options),
    customerAttributes: async (identifier, options) => {
      try {
        const path = `/api/customerio/customersAttributes?identifier=${query(identifier)}`;
        return await call(path, { schema: CustomerAttributesResult }, { forwardedFor: options?.forwardedFor });
      } catch (error) {
        if (error instanceof GatewayError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
