import type { ForecastDay } from '@civicbrief/contracts';
import type { City } from '@civicbrief/locations';
import * as z from 'zod';
import { requestJson, shaped } from '../http-json';
import type { AdapterContext, WeatherProvider } from '../provider-types';

const PROVIDER = 'nws';

/** GET /points/{lat},{lon}: the forecast office and grid cell of a point (only what we read). */
const Point = z.object({
  properties: z.object({
    gridId: z.string().regex(/^[A-Z]{3}$/),
    gridX: z.number().int().min(0),
    gridY: z.number().int().min(0),
  }),
});

/** GET /gridpoints/{office}/{x},{y}/forecast: twelve-hour periods, day and night alternating. */
const Forecast = z.object({
  properties: z.object({
    periods: z
      .array(
        z.object({
          startTime: z.string().regex(/^\d{4}-\d{2}-\d{2}T/),
          isDaytime: z.boolean(),
          temperature: z.number(),
          temperatureUnit: z.enum(['F', 'C']),
          icon: z.string(),
          shortForecast: z.string(),
        }),
      )
      .max(100),
  }),
});
type Period = z.infer<typeof Forecast>['properties']['periods'][number];

const fahrenheit = (period: Period) =>
  period.temperatureUnit === 'F' ? period.temperature : Math.round(period.temperature * 1.8 + 32);

/**
 * Periods -> days, by the local date each period starts on: the high is the daytime period's temperature, the
 * low the night's (a day with one of them uses it for both, as "Tonight" does at the start); the condition is
 * the daytime one's when there is one.
 */
export function forecastDays(periods: readonly Period[]): ForecastDay[] {
  const byDate = new Map<string, Period[]>();
  for (const period of periods) {
    const date = period.startTime.slice(0, 10);
    byDate.set(date, [...(byDate.get(date) ?? []), period]);
  }
  return [...byDate].map(([date, dayPeriods]) => {
    const day = dayPeriods.find((period) => period.isDaytime);
    const night = dayPeriods.find((period) => !period.isDaytime);
    const shown = day ?? dayPeriods[0];
    return {
      date,
      day: {
        maxtemp_f: fahrenheit(day ?? shown),
        mintemp_f: fahrenheit(night ?? shown),
        condition: { text: shown.shortForecast, icon: shown.icon },
      },
    };
  });
}

/** NWS wants at most four decimals (more is answered with a redirect). */
const coordinate = (value: number) => String(Number(value.toFixed(4)));

/**
 * The U.S. National Weather Service (api.weather.gov, no key; it asks for a User-Agent naming the app). The
 * grid cell of each city never changes, so it is looked up once per process; the forecast is cached.
 */
export function createNwsWeather({ config, cachedSource }: AdapterContext): WeatherProvider {
  const { nwsUrl, ttlMs } = config.weather;
  const fetchCached = cachedSource(PROVIDER, ttlMs);
  const grids = new Map<string, string>();
  const headers = { accept: 'application/geo+json' };

  async function gridOf(city: City, signal: AbortSignal): Promise<string> {
    const known = grids.get(city.slug);
    if (known) return known;
    const url = `${nwsUrl}/points/${coordinate(city.latitude)},${coordinate(city.longitude)}`;
    const { properties } = shaped(
      PROVIDER,
      Point,
      await requestJson(PROVIDER, url, { headers, signal }, config.userAgent),
    );
    const grid = `${properties.gridId}/${properties.gridX},${properties.gridY}`;
    grids.set(city.slug, grid);
    return grid;
  }

  return {
    name: PROVIDER,
    forecast: async (city, days) => {
      const answer = await fetchCached(city.slug, async (signal) => {
        const grid = await gridOf(city, signal);
        const forecast = shaped(
          PROVIDER,
          Forecast,
          await requestJson(PROVIDER, `${nwsUrl}/gridpoints/${grid}/forecast`, { headers, signal }, config.userAgent),
        );
        return forecastDays(forecast.properties.periods);
      });
      return { ...answer, value: answer.value.slice(0, days) };
    },
  };
}
