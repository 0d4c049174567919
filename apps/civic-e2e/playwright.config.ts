import { e2eConfig, formStackEnv } from '@civicbrief/e2e-support/config';

/** The civic suite's fake providers (decision 023): a port of its own, so suites never collide. */
export const FAKE_PROVIDERS_PORT = 4110;

export default e2eConfig({
  name: 'civic',
  port: 3100,
  env: {
    ...formStackEnv,
    // Preview mode and sign-in (dashboard.spec.ts): fixed test values, never real secrets.
    PREVIEW_SECRET: 'e2e-preview-secret',
    SESSION_SECRET: 'e2e-session-secret-at-least-32-characters',
    // Weather, schools and pets from tools/fake-providers (city-widgets.spec.ts switches them through /__control).
    START_PROVIDERS: 'fake',
    FAKE_PROVIDERS_PORT: String(FAKE_PROVIDERS_PORT),
    // Every answer asked of the fake again (no cache, no stale copy, no circuit left open), so a test's switch
    // shows at once; every page and call counts for 127.0.0.1, so a limit far above what the suite sends.
    WEATHER_CACHE_TTL_MS: '0',
    SCHOOLS_CACHE_TTL_MS: '0',
    PETS_CACHE_TTL_MS: '0',
    // Homes for sale and the city in numbers (city-listings-numbers.spec.ts): a test key the fake accepts, nothing cached.
    RAPIDAPI_KEY: 'e2e-rapidapi-key',
    LISTINGS_CACHE_TTL_MS: '0',
    CENSUS_CACHE_TTL_MS: '0',
    FEED_CACHE_TTL_MS: '0',
    PROVIDER_STALE_MS: '0',
    PROVIDER_RETRY_DELAY_MS: '0',
    // Above the page's wait below, so a hanging fake ('slow') leaves its block loading on the server-rendered page.
    PROVIDER_TIMEOUT_MS: '5000',
    PROVIDER_BREAKER_FAILURES: '1000',
    PROVIDER_RATE_LIMIT: '100000',
    // The page's wait for the providers (300 ms in production): room for a busy two-core test machine, so what the
    // fake answers at once is reliably rendered on the server (at 1,000 ms the pets block, two calls to its fake,
    // was once still loading in CI).
    CITY_WIDGETS_BUDGET_MS: '3000',
  },
});
