import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Makes the configuration parsed at boot (src/config/env.ts) available to every plugin and route. */
export default fp<{ config: AppConfig }>(
  async (fastify, { config }) => {
    fastify.decorate('config', config);
  },
  { name: 'env', fastify: '5.x' },
);
