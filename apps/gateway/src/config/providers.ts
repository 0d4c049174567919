import * as z from 'zod';
import { feedConfig, feedEnv, type FeedConfig } from './feed';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });
const ms = (max: number) => z.coerce.number().int().min(0).max(max);
const key = z.string().min(1).optional();

/** The outside providers' variables (decision 023); every one optional: without keys the keyless sources answer. */
export const providerEnv = {
  /** Per attempt; a read is tried at most twice, so a page waits at most about twice this. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(3000),
  PROVIDER_RETRY_DELAY_MS: ms(10_000).default(250),
  /** Consecutive failures that open a provider's circuit, and how long it stays open before one call tries it again. */
  PROVIDER_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  PROVIDER_BREAKER_OPEN_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** How long a good answer may still be served when its provider fails (stale-if-error). */
  PROVIDER_STALE_MS: ms(7 * 86_400_000).default(86_400_000),
  PROVIDER_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  /** Provider calls per minute per client (weather, schools and pets each). */
  PROVIDER_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Sent to every provider; the National Weather Service asks for one that names the app and a contact. */
  PROVIDER_USER_AGENT: z.string().min(3).max(200).optional(),
  NWS_API_URL: httpUrl.optional(),
  WEATHERAPI_URL: httpUrl.optional(),
  WEATHERAPI_KEY: key,
  WEATHER_CACHE_TTL_MS: ms(86_400_000).default(30 * 60_000),
  URBAN_EDUCATION_API_URL: httpUrl.optional(),
  /** School year of the NCES Common Core of Data directory read through the Education Data Portal. */
  URBAN_CCD_YEAR: z.coerce.number().int().min(1986).max(2100).default(2022),
  GREATSCHOOLS_API_URL: httpUrl.optional(),
  GREATSCHOOLS_API_KEY: key,
  SCHOOLS_CACHE_TTL_MS: ms(7 * 86_400_000).default(12 * 3_600_000),
  PETFINDER_API_URL: httpUrl.optional(),
  PETFINDER_KEY: key,
  PETFINDER_SECRET: key,
  PETS_CACHE_TTL_MS: ms(86_400_000).default(15 * 60_000),
  /** Homes for sale (decision 026): the Zillow listing search on RapidAPI; without RAPIDAPI_KEY the block is hidden. */
  ZILLOW_API_URL: httpUrl.optional(),
  /** The X-RapidAPI-Host header RapidAPI routes by. */
  ZILLOW_RAPIDAPI_HOST: z
    .string()
    .min(3)
    .max(200)
    .regex(/^[a-z0-9.-]+$/, 'must be a host name')
    .default('zillow-com1.p.rapidapi.com'),
  RAPIDAPI_KEY: key,
  LISTINGS_CACHE_TTL_MS: ms(7 * 86_400_000).default(60 * 60_000),
  /** The city in numbers (decision 026): the Census Bureau's ACS 5-year API, keyless at our volume. */
  CENSUS_API_URL: httpUrl.optional(),
  CENSUS_API_KEY: key,
  /** Last year of the ACS 5-year estimates read (2023: 2019-2023). */
  CENSUS_ACS_YEAR: z.coerce.number().int().min(2009).max(2100).default(2023),
  /** The estimates change once a year. */
  CENSUS_CACHE_TTL_MS: ms(400 * 86_400_000).default(30 * 86_400_000),
  /** News feeds (decision 025). */
  ...feedEnv,
};

type ProviderEnv = z.infer<z.ZodObject<typeof providerEnv>> & { NODE_ENV: string; SITE_ORIGIN: string };

export interface ProvidersConfig {
  timeoutMs: number;
  retryDelayMs: number;
  breaker: { failures: number; openMs: number };
  staleMs: number;
  cacheMaxEntries: number;
  rateLimitPerMinute: number;
  userAgent: string;
  weather: { nwsUrl: string; weatherApiUrl: string; weatherApiKey?: string; ttlMs: number };
  schools: { urbanUrl: string; ccdYear: number; greatSchoolsUrl: string; greatSchoolsKey?: string; ttlMs: number };
  pets: { petfinderUrl: string; key?: string; secret?: string; ttlMs: number };
  listings: { zillowUrl: string; rapidApiHost: string; rapidApiKey?: string; ttlMs: number };
  census: { censusUrl: string; apiKey?: string; acsYear: number; ttlMs: number };
  feed: FeedConfig;
}

/** Tests never reach the internet: unless a test names a provider URL, calls go to a closed loopback port and fail at once. */
const NOWHERE = 'http://127.0.0.1:9';

export function providerConfig(env: ProviderEnv): ProvidersConfig {
  const url = (value: string | undefined, real: string) =>
    (value ?? (env.NODE_ENV === 'test' ? NOWHERE : real)).replace(/\/+$/, '');
  return {
    timeoutMs: env.PROVIDER_TIMEOUT_MS,
    retryDelayMs: env.PROVIDER_RETRY_DELAY_MS,
    breaker: { failures: env.PROVIDER_BREAKER_FAILURES, openMs: env.PROVIDER_BREAKER_OPEN_MS },
    staleMs: env.PROVIDER_STALE_MS,
    cacheMaxEntries: env.PROVIDER_CACHE_MAX_ENTRIES,
    rateLimitPerMinute: env.PROVIDER_RATE_LIMIT,
    userAgent: env.PROVIDER_USER_AGENT ?? `CivicBrief/0.1 (${env.SITE_ORIGIN})`,
    weather: {
      nwsUrl: url(env.NWS_API_URL, 'https://api.weather.gov'),
      weatherApiUrl: url(env.WEATHERAPI_URL, 'https://api.weatherapi.com'),
      weatherApiKey: env.WEATHERAPI_KEY,
      ttlMs: env.WEATHER_CACHE_TTL_MS,
    },
    schools: {
      urbanUrl: url(env.URBAN_EDUCATION_API_URL, 'https://educationdata.urban.org'),
      ccdYear: env.URBAN_CCD_YEAR,
      greatSchoolsUrl: url(env.GREATSCHOOLS_API_URL, 'https://gs-api.greatschools.org'),
      greatSchoolsKey: env.GREATSCHOOLS_API_KEY,
      ttlMs: env.SCHOOLS_CACHE_TTL_MS,
    },
    pets: {
      petfinderUrl: url(env.PETFINDER_API_URL, 'https://api.petfinder.com'),
      key: env.PETFINDER_KEY,
      secret: env.PETFINDER_SECRET,
      ttlMs: env.PETS_CACHE_TTL_MS,
    },
    listings: {
      zillowUrl: url(env.ZILLOW_API_URL, `https://${env.ZILLOW_RAPIDAPI_HOST}`),
      rapidApiHost: env.ZILLOW_RAPIDAPI_HOST,
      rapidApiKey: env.RAPIDAPI_KEY,
      ttlMs: env.LISTINGS_CACHE_TTL_MS,
    },
    census: {
      censusUrl: url(env.CENSUS_API_URL, 'https://api.census.gov'),
      apiKey: env.CENSUS_API_KEY,
      acsYear: env.CENSUS_ACS_YEAR,
      ttlMs: env.CENSUS_CACHE_TTL_MS,
    },
    feed: feedConfig(env),
  };
}
