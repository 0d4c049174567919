import { PetsAdoptableInput, PetsAdoptableResult } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cityOfLocation, ProviderNotConfigured, replyWithProvider, unknownCity } from '../../providers';
import { providerRoute } from '../provider-route';

/** The body is one short location; anything past 4 KiB is refused (413) before it is parsed. */
const PETS_BODY_LIMIT = 4 * 1024;

/** POST /api/pets/adoptable (spec §7): Petfinder's adoptable animals near a catalogue city; NOT_CONFIGURED without its key. */
const petsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { rateLimitPerMinute, breaker } = fastify.config.providers;
  fastify.post(
    '/api/pets/adoptable',
    {
      bodyLimit: PETS_BODY_LIMIT,
      ...providerRoute(rateLimitPerMinute, 'pets', {
        summary: 'Adoptable pets near a catalogue city',
        description:
          "location: 'City, ST' or 'City, State'. Without PETFINDER_KEY and PETFINDER_SECRET: 503 with code NOT_CONFIGURED (hide the " +
          'block; a retry will not help). Other errors as the weather call.',
        body: PetsAdoptableInput,
        result: PetsAdoptableResult,
        callerErrors: [404, 413, 415],
      }),
    },
    async (request, reply) => {
      const city = cityOfLocation(request.body.location);
      if (!city) return reply.code(404).send(unknownCity('location'));
      return replyWithProvider(reply, 'pets', breaker.openMs, async () => {
        const { pets } = fastify.providers;
        if (!pets) throw new ProviderNotConfigured('petfinder');
        const { value, source } = await pets.adoptable(city);
        return { animals: value, source };
      });
    },
  );
};

export default petsRoutes;
