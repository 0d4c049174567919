import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Cookie parsing and signing (HMAC with SESSION_SECRET) for the session cookie. */
export default fp(
  async (fastify) => {
    await fastify.register(cookie, { secret: fastify.config.sessionSecret });
  },
  { name: 'cookie', dependencies: ['env'], fastify: '5.x' },
);
