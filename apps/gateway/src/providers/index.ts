import type { ProvidersConfig } from '../config/providers';
import type { AnswerStore } from './answer-store';
import { createCachedSource } from './cached-source';
import { createCensusAcs } from './census/acs';
import { createZillowListings } from './listings/zillow';
import { createFeedProvider, type FeedProvider } from './feed/feed-provider';
import { createPetfinder } from './pets/petfinder';
import type {
  AdapterContext,
  CensusProvider,
  ListingsProvider,
  PetsProvider,
  SchoolsProvider,
  WeatherProvider,
} from './provider-types';
import { createResilience } from './resilience';
import { createGreatSchools } from './schools/greatschools';
import { createUrbanSchools } from './schools/urban-ccd';
import { createNwsWeather } from './weather/nws';
import { createWeatherApi } from './weather/weatherapi';

export { ProviderFailure, ProviderNotConfigured } from './provider-failure';
export { providerErrorAnswer } from './error-answer';
export { FeedRefused } from './feed/feed-refused';
export { replyWithProvider, unknownCity, PROVIDER_ANSWER_CACHE_CONTROL } from './reply';
export { cityInState, cityOfLocation, cityOfQuery } from './places';
export { memoryAnswerStore, redisAnswerStore, type AnswerStore } from './answer-store';
// Each provider's interface (and the adapters' context).
export type * from './provider-types';

/** The outside providers the gateway reads; `pets` is null when Petfinder has no key (NOT_CONFIGURED). */
export interface Providers {
  weather: WeatherProvider;
  schools: SchoolsProvider;
  pets: PetsProvider | null;
  /** Null without RAPIDAPI_KEY (NOT_CONFIGURED: the homes for sale block is hidden). */
  listings: ListingsProvider | null;
  census: CensusProvider;
  /** News feeds at caller-named URLs, behind the SSRF guard (decision 025). */
  feed: FeedProvider;
  /** The circuit state of each provider built, by name (for operators and tests). */
  circuits(): Record<string, string>;
}

/** One adapter per kind, the keyed provider when its key is set, else the keyless default (decision 023). */
export function createProviders(config: ProvidersConfig, store: AnswerStore): Providers {
  const resilience = new Map<string, ReturnType<typeof createResilience>>();
  const context: AdapterContext = {
    config,
    cachedSource: (provider, freshMs) => {
      const policy = createResilience(provider, {
        timeoutMs: config.timeoutMs,
        retryDelayMs: config.retryDelayMs,
        ...config.breaker,
      });
      resilience.set(provider, policy);
      return createCachedSource({ provider, store, resilience: policy, freshMs, staleMs: config.staleMs });
    },
  };
  const { weatherApiKey } = config.weather;
  const { greatSchoolsKey } = config.schools;
  const { key, secret } = config.pets;
  return {
    weather: weatherApiKey ? createWeatherApi(context, weatherApiKey) : createNwsWeather(context),
    schools: greatSchoolsKey ? createGreatSchools(context, greatSchoolsKey) : createUrbanSchools(context),
    pets: key && secret ? createPetfinder(context, key, secret) : null,
    listings: config.listings.rapidApiKey ? createZillowListings(context, config.listings.rapidApiKey) : null,
    census: createCensusAcs(context),
    feed: createFeedProvider(config, store),
    circuits: () => Object.fromEntries([...resilience].map(([name, policy]) => [name, String(policy.state)])),
  };
}
