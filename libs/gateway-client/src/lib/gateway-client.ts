import { HealthResult, ReadinessResult, SearchResult, searchParamsOf, type SearchQuery } from '@civicbrief/contracts';
import {
  createIntakeCalls,
  visitorOf,
  type IntakeCallOptions,
  type IntakeCalls,
  type IntakeClientOptions,
} from './intake-calls';
import { createProviderCalls, type ProviderCalls } from './provider-calls';
import { createTransport } from './transport';

export type { IntakeCallOptions, IntakeCalls } from './intake-calls';
export type GatewayClientOptions = IntakeClientOptions;

/** The weather, schools and pets calls are ProviderCalls (provider-calls.ts), the forms' calls IntakeCalls (intake-calls.ts). */
export interface GatewayClient extends ProviderCalls, IntakeCalls {
  /** GET /healthz: the gateway process is up. */
  health(): Promise<HealthResult>;
  /** GET /readyz: whether the gateway can serve. Its 503 "unavailable" answer is returned, not thrown. */
  readiness(): Promise<ReadinessResult>;
  /** GET /api/search: every city's published summaries, agendas and articles matching the words and filters (decision 035). */
  search(query: SearchQuery, options?: IntakeCallOptions): Promise<SearchResult>;
}

/** The gateway's calls, for a browser (baseUrl '') or a server (gateway-client/server builds one per request). */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const transport = createTransport(options);
  const { call } = transport;
  return {
    ...createProviderCalls(transport),
    ...createIntakeCalls(transport, options.relaySecret),
    health: async () => (await call('/healthz', { schema: HealthResult })).data,
    readiness: async () => (await call('/readyz', { schema: ReadinessResult, answerStatuses: [503] })).data,
    search: async (search, callOptions) =>
      (
        await call(
          `/api/search?${searchParamsOf(search)}`,
          { schema: SearchResult },
          { headers: visitorOf(callOptions?.forwardedFor, options.relaySecret) },
        )
      ).data,
  };
}
