import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { createProviders, memoryAnswerStore, redisAnswerStore, type Providers } from '../../providers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Weather, schools and pets (decision 023): adapters with timeouts, retry, circuit breakers and a cache of good answers. */
    providers: Providers;
  }
}

/** How our connections show in Redis' CLIENT LIST. */
export const PROVIDER_CACHE_CLIENT_NAME = 'civicbrief-provider-cache';

/**
 * The providers over one store of good answers: this process's memory, or Redis with REDIS_URL so every
 * gateway shares what one fetched. Redis being down never fails a call (the store reads as empty), and a
 * command waits at most 500 ms, so the cache never holds a page up longer than the provider would.
 */
export default fp(
  async (fastify) => {
    const { redisUrl, providers: config } = fastify.config;
    let store = memoryAnswerStore(config.cacheMaxEntries);
    if (redisUrl) {
      const redis = new Redis(redisUrl, {
        connectionName: PROVIDER_CACHE_CLIENT_NAME,
        enableOfflineQueue: false,
        connectTimeout: 1000,
        commandTimeout: 500,
        disconnectTimeout: 200,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      });
      redis.on('error', (error) => fastify.log.warn({ err: error }, 'provider answer cache (redis) unavailable'));
      fastify.addHook('onClose', async () => {
        redis.disconnect();
      });
      store = redisAnswerStore(redis, (error) =>
        fastify.log.debug({ err: error }, 'provider answer cache (redis) failed'),
      );
    }
    fastify.decorate('providers', createProviders(config, store));
    const keyless = [
      !config.weather.weatherApiKey && 'weather: National Weather Service',
      !config.schools.greatSchoolsKey && 'schools: NCES via the Education Data Portal',
    ];
    fastify.log.info(
      {
        providers: keyless.filter(Boolean),
        pets: config.pets.key && config.pets.secret ? 'petfinder' : 'not configured',
      },
      'outside providers',
    );
  },
  { name: 'providers', dependencies: ['env'], fastify: '5.x' },
);
