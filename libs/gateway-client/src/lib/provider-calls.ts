import {
  CityStatsResult,
  FeedResult,
  ListingsResult,
  PetsAdoptableResult,
  ProviderNotConfiguredResult,
  SchoolsResult,
  WeatherForecastResult,
  type SchoolType,
} from '@civicbrief/contracts';
import * as z from 'zod/mini';
import type { CallInit, CallSpec, Transport } from './transport';

/** A provider call's answer: its data, or 'not-configured' (the gateway's 503 NOT_CONFIGURED: hide the block, no retry). */
export type ProviderAnswer<T> = { state: 'ok'; data: T } | { state: 'not-configured' };

export interface ProviderCalls {
  /** GET /api/weather/forecast?q={city}&days={n} (default 7). Other failures throw GatewayError (502/503: offer a retry). */
  weatherForecast(q: string, days?: number, init?: CallInit): Promise<ProviderAnswer<WeatherForecastResult>>;
  /** GET /api/schools?city=&state=&limit=&school_type= (defaults 10 and '(public or charter)'). */
  schools(
    query: { city: string; state: string; limit?: number; school_type?: SchoolType },
    init?: CallInit,
  ): Promise<ProviderAnswer<SchoolsResult>>;
  /** POST /api/pets/adoptable with { location: 'City, ST' }. */
  adoptablePets(location: string, init?: CallInit): Promise<ProviderAnswer<PetsAdoptableResult>>;
  /** GET /api/mls/listings?location={city}&home_type=Houses&status_type=ForSale; an answer without props throws GatewayError 'invalid-response'. */
  listings(location: string, init?: CallInit): Promise<ProviderAnswer<ListingsResult>>;
  /** GET /api/census/city-stats?city=&state= (the city in numbers). */
  cityStats(query: { city: string; state: string }, init?: CallInit): Promise<ProviderAnswer<CityStatsResult>>;
  /** GET /api/feed?url={encoded feed url}: an RSS or Atom feed's items (decision 025). A refused URL is a GatewayError 400. */
  newsFeed(url: string, init?: CallInit): Promise<ProviderAnswer<FeedResult>>;
}

/** The provider calls of decision 023 over a transport. */
export function createProviderCalls({ call }: Transport): ProviderCalls {
  async function answer<T extends z.core.$ZodType>(
    path: string,
    schema: T,
    init: CallInit = {},
  ): Promise<ProviderAnswer<z.infer<T>>> {
    const spec: CallSpec<z.core.$ZodType> = {
      schema: z.union([schema, ProviderNotConfiguredResult]),
      answerStatuses: [503],
    };
    const { data, response } = await call(path, spec, init);
    return response.status === 503 ? { state: 'not-configured' } : { state: 'ok', data: data as z.infer<T> };
  }
  return {
    weatherForecast: (q, days = 7, init) =>
      answer(`/api/weather/forecast?${new URLSearchParams({ q, days: String(days) })}`, WeatherForecastResult, init),
    schools: ({ city, state, limit = 10, school_type = '(public or charter)' }, init) =>
      answer(
        `/api/schools?${new URLSearchParams({ city, state, limit: String(limit), school_type })}`,
        SchoolsResult,
        init,
      ),
    adoptablePets: (location, init) =>
      answer('/api/pets/adoptable', PetsAdoptableResult, { ...init, body: { location } }),
    listings: (location, init) =>
      answer(
        `/api/mls/listings?${new URLSearchParams({ location, home_type: 'Houses', status_type: 'ForSale' })}`,
        ListingsResult,
        init,
      ),
    cityStats: ({ city, state }, init) =>
      answer(`/api/census/city-stats?${new URLSearchParams({ city, state })}`, CityStatsResult, init),
    newsFeed: (url, init) => answer(`/api/feed?${new URLSearchParams({ url })}`, FeedResult, init),
  };
}
