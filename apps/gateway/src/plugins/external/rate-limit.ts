import { once } from 'node:events';
import { setTimeout } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** Prefix of every counter in a shared Redis, so other users of the server never meet ours. */
export const RATE_LIMIT_NAMESPACE = 'civicbrief:rate-limit:';

const READY_WAIT_MS = 2000;

/** How our connections show in Redis' CLIENT LIST. */
export const RATE_LIMIT_CLIENT_NAME = 'civicbrief-rate-limit';

/**
 * Per-client rate limits, off by default: routes that accept submissions opt in with
 * `config: { rateLimit: {...} }`. Page requests are never limited here. Counters live in memory (one
 * instance), or in Redis when REDIS_URL is set, so several gateways share them. A store that fails
 * (Redis down) lets requests through: a submission is worth more than its limit, and an answer must
 * never be a 5xx because of a counter.
 */
export default fp(
  async (fastify) => {
    const { redisUrl } = fastify.config;
    const redis = redisUrl
      ? new Redis(redisUrl, {
          connectionName: RATE_LIMIT_CLIENT_NAME,
          // While Redis is away a count fails at once (and the request goes through) instead of waiting in a queue.
          enableOfflineQueue: false,
          connectTimeout: 1000,
          commandTimeout: 1000,
          // ioredis keeps a timer this long after disconnecting from a server it never reached.
          disconnectTimeout: 200,
          maxRetriesPerRequest: 1,
        })
      : undefined;
    if (redis) {
      // Without a listener ioredis reports connection errors as unhandled 'error' events.
      redis.on('error', (error) => fastify.log.warn({ err: error }, 'rate-limit store (redis) unavailable'));
      fastify.addHook('onClose', async () => {
        redis.disconnect();
      });
      // Counting starts with the first request when Redis is up; one that is down (an error) or slow does not
      // hold up the boot: requests pass uncounted until it answers.
      await Promise.race([
        once(redis, 'ready').catch(() => undefined),
        setTimeout(READY_WAIT_MS, undefined, { ref: false }),
      ]);
    }
    await fastify.register(rateLimit, {
      global: false,
      max: 30,
      timeWindow: '1 minute',
      skipOnError: true,
      ...(redis ? { redis, nameSpace: RATE_LIMIT_NAMESPACE } : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['env'], fastify: '5.x' },
);
