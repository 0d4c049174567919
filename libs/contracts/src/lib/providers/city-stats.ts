// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { placeText, ProviderSource } from './provider-errors';

/** GET /api/census/city-stats?city=&state= : a catalogue city (state by name or two-letter code). */
export const CityStatsQuery = z.object({
  city: placeText('city', 80),
  state: placeText('state', 40),
});
export type CityStatsQuery = z.infer<typeof CityStatsQuery>;

/** How a statistic's values read: money with $ and K/M/B, a percentage, a whole number, or years (one decimal). */
export const statFormatters = ['money', 'percent', 'number', 'years'] as const;
export type StatFormatterName = (typeof statFormatters)[number];

const Labelled = z.object({ label: z.string(), value: z.number() });

/**
 * A statistic card (spec §3 Statistic datapoint): the city's value (`base`) against others (`comparisons`),
 * with an icon name, and the source it comes from and a link to it.
 */
export const Statistic = z.object({
  title: z.string(),
  subtitle: z.nullable(z.string()),
  icon: z.nullable(z.string()),
  source: z.nullable(z.string()),
  sourceLink: z.nullable(z.string()),
  base: Labelled,
  comparisons: z.array(Labelled),
  formatter: z.enum(statFormatters),
});
export type Statistic = z.infer<typeof Statistic>;

/**
 * The city's statistics. `place` is the Census place they describe ('Saratoga city, California'); null with no
 * datapoints when no place matched the city unambiguously (the page then shows no carousel, never a wrong one).
 */
export const CityStatsResult = z.object({
  place: z.nullable(z.string()),
  datapoints: z.array(Statistic),
  source: ProviderSource,
});
export type CityStatsResult = z.infer<typeof CityStatsResult>;
