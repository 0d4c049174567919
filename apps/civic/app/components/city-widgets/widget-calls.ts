import type { NewsItemView, PetView, SchoolView, WeatherDay } from '@civicbrief/design-system';
import type { ListingView, StatisticView } from '@civicbrief/design-system';
import { GatewayError, type ProviderAnswer, type ProviderCalls } from '@civicbrief/gateway-client';
import { listingViews, statisticViews } from './market-views';
import {
  newsViews,
  petViews,
  schoolViews,
  weatherDays,
  type CityWidgets,
  type WidgetBlock,
  type WidgetCity,
} from './widget-views';

export type WidgetName = keyof CityWidgets;
export const WIDGET_NAMES: readonly WidgetName[] = ['weather', 'schools', 'pets', 'news', 'listings', 'numbers'];

/** The gateway's answer as a block: its mapped data, or hidden when the provider has no key. Failures throw. */
async function blockOf<R, T>(answer: Promise<ProviderAnswer<R>>, view: (result: R) => T): Promise<WidgetBlock<T>> {
  const result = await answer;
  return result.state === 'ok' ? { state: 'ready', data: view(result.data) } : { state: 'not-configured' };
}

/** How each block asks the gateway (spec §7): weather by the city's catalogue slug, schools by city and state, pets by 'City, ST'. */
export const widgetCalls = {
  weather: (calls: ProviderCalls, city: WidgetCity): Promise<WidgetBlock<WeatherDay[]>> =>
    blockOf(calls.weatherForecast(city.path.replace(/^\//, '')), weatherDays),
  schools: (calls: ProviderCalls, city: WidgetCity): Promise<WidgetBlock<SchoolView[]>> =>
    blockOf(calls.schools({ city: city.name, state: city.stateCode }), schoolViews),
  pets: (calls: ProviderCalls, city: WidgetCity): Promise<WidgetBlock<PetView[]>> =>
    blockOf(calls.adoptablePets(`${city.name}, ${city.stateCode}`), petViews),
  // Spec §8: an answer without props is told apart from a failed one.
  listings: (calls: ProviderCalls, city: WidgetCity): Promise<WidgetBlock<ListingView[]>> =>
    blockOf(calls.listings(`${city.name}, ${city.stateCode}`), listingViews).catch((error: unknown) => {
      if (error instanceof GatewayError && error.kind === 'invalid-response')
        return { state: 'error', malformed: true };
      throw error;
    }),
  numbers: (calls: ProviderCalls, city: WidgetCity): Promise<WidgetBlock<StatisticView[]>> =>
    blockOf(calls.cityStats({ city: city.name, state: city.stateCode }), statisticViews),
  // A city without a feed URL has no news block (as a provider without its key).
  news: (calls: ProviderCalls, city: WidgetCity): Promise<WidgetBlock<NewsItemView[]>> =>
    city.newsFeedUrl
      ? blockOf(calls.newsFeed(city.newsFeedUrl), newsViews)
      : Promise.resolve({ state: 'not-configured' }),
} satisfies { [K in WidgetName]: (calls: ProviderCalls, city: WidgetCity) => Promise<CityWidgets[K]> };

/**
 * One block fetched from the browser (same origin: the front door's /api): its data, hidden, or 'error'. The
 * gateway client (with the contracts' response schemas and zod) is imported with the first fetch: the city page's
 * first use does not carry it (decision 021), and a block the server rendered in full never needs it.
 */
export async function fetchWidgetInBrowser<K extends WidgetName>(name: K, city: WidgetCity): Promise<CityWidgets[K]> {
  try {
    const { createGatewayClient } = await import('./gateway-client-module');
    return (await widgetCalls[name](createGatewayClient({ baseUrl: '' }), city)) as CityWidgets[K];
  } catch {
    return { state: 'error' };
  }
}
