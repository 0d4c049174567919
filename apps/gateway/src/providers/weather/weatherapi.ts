import { WEATHER_MAX_DAYS } from '@civicbrief/contracts';
import * as z from 'zod';
import { requestJson, shaped } from '../http-json';
import type { AdapterContext, WeatherProvider } from '../provider-types';

const PROVIDER = 'weatherapi';

/** GET /v1/forecast.json: only what we read of forecast.forecastday[]. */
const Forecast = z.object({
  forecast: z.object({
    forecastday: z
      .array(
        z.object({
          date: z.iso.date(),
          day: z.object({
            maxtemp_f: z.number(),
            mintemp_f: z.number(),
            condition: z.object({ text: z.string(), icon: z.string() }),
          }),
        }),
      )
      .max(WEATHER_MAX_DAYS),
  }),
});

/** WeatherAPI.com's icons are protocol-relative ('//cdn.weatherapi.com/...'). */
const absolute = (icon: string) => (icon.startsWith('//') ? `https:${icon}` : icon);

/** WeatherAPI.com with WEATHERAPI_KEY: its forecast is the shape the spec uses. One request per city and day count. */
export function createWeatherApi({ config, cachedSource }: AdapterContext, apiKey: string): WeatherProvider {
  const { weatherApiUrl, ttlMs } = config.weather;
  const fetchCached = cachedSource(PROVIDER, ttlMs);
  return {
    name: PROVIDER,
    forecast: (city, days) =>
      fetchCached(`${city.slug}:${days}`, async (signal) => {
        const query = new URLSearchParams({
          key: apiKey,
          q: `${city.latitude},${city.longitude}`,
          days: String(days),
          aqi: 'no',
          alerts: 'no',
        });
        const answer = shaped(
          PROVIDER,
          Forecast,
          await requestJson(PROVIDER, `${weatherApiUrl}/v1/forecast.json?${query}`, { signal }, config.userAgent),
        );
        return answer.forecast.forecastday.map(({ date, day }) => ({
          date,
          day: {
            mintemp_f: day.mintemp_f,
            maxtemp_f: day.maxtemp_f,
            condition: { text: day.condition.text, icon: absolute(day.condition.icon) },
          },
        }));
      }),
  };
}
