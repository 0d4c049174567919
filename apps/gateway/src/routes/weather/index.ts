import { WeatherForecastQuery, WeatherForecastResult } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cityOfQuery, replyWithProvider, unknownCity } from '../../providers';
import { providerRoute } from '../provider-route';

/** GET /api/weather/forecast?q={city}&days={n} (spec §7): the National Weather Service, or WeatherAPI.com with a key. */
const weatherRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { rateLimitPerMinute, breaker } = fastify.config.providers;
  fastify.get(
    '/api/weather/forecast',
    providerRoute(rateLimitPerMinute, 'weather', {
      summary: "A catalogue city's daily forecast",
      description:
        "q: a catalogue slug, 'City, ST', 'City, State' or a bare name (the most populous such city); days 1-14 (default 7). " +
        'An unknown city is a 404. When the provider fails the last good answer (up to PROVIDER_STALE_MS old) is served with ' +
        'source.stale; with none, 502 PROVIDER_ERROR or 503 PROVIDER_UNAVAILABLE (circuit open, Retry-After).',
      querystring: WeatherForecastQuery,
      result: WeatherForecastResult,
    }),
    async (request, reply) => {
      const city = cityOfQuery(request.query.q);
      if (!city) return reply.code(404).send(unknownCity('q'));
      return replyWithProvider(reply, 'weather', breaker.openMs, async () => {
        const { value, source } = await fastify.providers.weather.forecast(city, request.query.days);
        return { forecast: { forecastday: value }, source };
      });
    },
  );
};

export default weatherRoutes;
