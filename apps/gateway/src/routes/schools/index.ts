import { SchoolsQuery, SchoolsResult } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cityInState, replyWithProvider, unknownCity } from '../../providers';
import { providerRoute } from '../provider-route';

/** GET /api/schools?city=&state=&limit=&school_type= (spec §7): GreatSchools with a key, else NCES data. */
const schoolsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { rateLimitPerMinute, breaker } = fastify.config.providers;
  fastify.get(
    '/api/schools',
    providerRoute(rateLimitPerMinute, 'schools', {
      summary: "A catalogue city's schools",
      description:
        "state by name or two-letter code; limit 1-25 (default 10); school_type '(public or charter)' (default), public, charter or " +
        "private. Without GREATSCHOOLS_API_KEY: NCES Common Core of Data (public schools, rating 'NOT RATED'). Errors as the weather call.",
      querystring: SchoolsQuery,
      result: SchoolsResult,
    }),
    async (request, reply) => {
      const { city: name, state, limit, school_type: type } = request.query;
      const city = cityInState(name, state);
      if (!city) return reply.code(404).send(unknownCity('city and state'));
      return replyWithProvider(reply, 'schools', breaker.openMs, async () => {
        const { value, source } = await fastify.providers.schools.schools(city, { limit, type });
        return { schools: value, source };
      });
    },
  );
};

export default schoolsRoutes;
