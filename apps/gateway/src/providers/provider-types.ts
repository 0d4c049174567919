import type { CityStatsResult, ForecastDay, Listing, Pet, School, SchoolType } from '@civicbrief/contracts';
import type { City } from '@civicbrief/locations';
import type { ProvidersConfig } from '../config/providers';
import type { CachedSource, Sourced } from './cached-source';

export interface WeatherProvider {
  name: string;
  /** Up to `days` days from today, as the provider has them. */
  forecast(city: City, days: number): Promise<Sourced<ForecastDay[]>>;
}

export interface SchoolsProvider {
  name: string;
  schools(city: City, options: { limit: number; type: SchoolType }): Promise<Sourced<School[]>>;
}

export interface PetsProvider {
  name: string;
  adoptable(city: City): Promise<Sourced<Pet[]>>;
}

export interface ListingsProvider {
  name: string;
  /** Houses for sale in the city, as the listing search's first page has them. */
  forSale(city: City): Promise<Sourced<Listing[]>>;
}

export interface CensusProvider {
  name: string;
  /** The city's statistics against its county and state; no place when the city matches no Census place unambiguously. */
  cityStats(city: City): Promise<Sourced<Pick<CityStatsResult, 'place' | 'datapoints'>>>;
}

/** What every adapter is built with: the configuration and a cached, resilient source per provider name. */
export interface AdapterContext {
  config: ProvidersConfig;
  /** The cached source of one provider, its answers fresh for `freshMs`. */
  cachedSource(provider: string, freshMs: number): CachedSource;
}
