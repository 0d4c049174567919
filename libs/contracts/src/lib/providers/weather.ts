// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { boundedCount, placeText, ProviderSource } from './provider-errors';

export const WEATHER_DEFAULT_DAYS = 7;
export const WEATHER_MAX_DAYS = 14;

/**
 * GET /api/weather/forecast?q={city}&days={n} (spec §7). `q` names a catalogue city: its slug
 * ('ca/santa-clara-county/saratoga'), 'City, ST' or 'City, State', or a bare name (the most populous
 * catalogue city of that name). `days` 1-14, default 7.
 */
export const WeatherForecastQuery = z.object({
  q: placeText('q', 120),
  days: boundedCount('days', WEATHER_MAX_DAYS, WEATHER_DEFAULT_DAYS),
});
export type WeatherForecastQuery = z.infer<typeof WeatherForecastQuery>;

/** One day of the forecast (spec §3 Weather): the low and high in °F and the day's condition with an icon URL. */
export const ForecastDay = z.object({
  date: z.iso.date(),
  day: z.object({
    mintemp_f: z.number(),
    maxtemp_f: z.number(),
    condition: z.object({ text: z.string(), icon: z.string() }),
  }),
});
export type ForecastDay = z.infer<typeof ForecastDay>;

export const WeatherForecastResult = z.object({
  forecast: z.object({ forecastday: z.array(ForecastDay) }),
  source: ProviderSource,
});
export type WeatherForecastResult = z.infer<typeof WeatherForecastResult>;
