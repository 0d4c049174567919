import type { ForecastDay, Pet, School, SchoolType } from '@civicbrief/contracts';
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

/** What every adapter is built with: the configuration and a cached, resilient source per provider name. */
export interface AdapterContext {
  config: ProvidersConfig;
  /** The cached source of one provider, its answers fresh for `freshMs`. */
  cachedSource(provider: string, freshMs: number): CachedSource;
}
