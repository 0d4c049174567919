import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Per-client rate limits, off by default: routes that accept submissions opt in with
 * `config: { rateLimit: {...} }`. Page requests are never limited here. In-memory store for one
 * instance; a shared Redis store is the step for several gateways.
 */
export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, { global: false, max: 30, timeWindow: '1 minute' });
  },
  { name: 'rate-limit', fastify: '5.x' },
);
