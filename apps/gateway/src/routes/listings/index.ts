import { ListingsQuery, ListingsResult } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cityOfQuery, ProviderNotConfigured, replyWithProvider, unknownCity } from '../../providers';
import { providerRoute } from '../provider-route';

/** GET /api/mls/listings?location={city}&home_type=Houses&status_type=ForSale (spec §7): houses for sale (decision 026). */
const listingsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { rateLimitPerMinute, breaker } = fastify.config.providers;
  fastify.get(
    '/api/mls/listings',
    providerRoute(rateLimitPerMinute, 'listings', {
      summary: 'Houses for sale in a catalogue city',
      description:
        "location: 'City, ST', 'City, State', a catalogue slug or a bare name; home_type 'Houses' and status_type 'ForSale' (the defaults). " +
        'Answers props, the listings of the Zillow listing search. Without RAPIDAPI_KEY: 503 NOT_CONFIGURED (hide the block). ' +
        'Other errors as the weather call.',
      querystring: ListingsQuery,
      result: ListingsResult,
    }),
    async (request, reply) => {
      const city = cityOfQuery(request.query.location);
      if (!city) return reply.code(404).send(unknownCity('location'));
      return replyWithProvider(reply, 'listings', breaker.openMs, async () => {
        const { listings } = fastify.providers;
        if (!listings) throw new ProviderNotConfigured('zillow');
        const { value, source } = await listings.forSale(city);
        return { props: value, source };
      });
    },
  );
};

export default listingsRoutes;
