import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers for the gateway's own answers (API, docs). Proxied pages opt out per route
 * (`helmet: false`): each Remix app sets its own CSP, and two CSP headers would intersect.
 */
export default fp(
  async (fastify) => {
    const https = fastify.config.siteOrigin.startsWith('https:');
    await fastify.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        // Upgrading requests of a plain-http origin (local runs) would break the docs UI's assets.
        directives: { upgradeInsecureRequests: https ? [] : null },
      },
    });
  },
  { name: 'helmet', dependencies: ['env'], fastify: '5.x' },
);
