import { CityStatsQuery, CityStatsResult } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cityInState, replyWithProvider, unknownCity } from '../../providers';
import { providerRoute } from '../provider-route';

/** GET /api/census/city-stats?city=&state= : the city in numbers from the Census Bureau's ACS 5-year API (decision 026). */
const censusRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { rateLimitPerMinute, breaker } = fastify.config.providers;
  fastify.get(
    '/api/census/city-stats',
    providerRoute(rateLimitPerMinute, 'census', {
      summary: "A catalogue city's statistics against its county and state",
      description:
        'state by name or two-letter code. Population, median household income, median home value and median age, each a ' +
        'statistic card naming its source. A city whose Census place cannot be matched unambiguously answers place null and no ' +
        'datapoints. Errors as the weather call.',
      querystring: CityStatsQuery,
      result: CityStatsResult,
    }),
    async (request, reply) => {
      const city = cityInState(request.query.city, request.query.state);
      if (!city) return reply.code(404).send(unknownCity('city and state'));
      return replyWithProvider(reply, 'census', breaker.openMs, async () => {
        const { value, source } = await fastify.providers.census.cityStats(city);
        return { ...value, source };
      });
    },
  );
};

export default censusRoutes;
