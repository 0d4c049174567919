import fp from 'fastify-plugin';
import { createPageStore, type PageStore } from '../../page-cache/page-store';
import { createSharedCachePurge, type SharedCachePurge } from '../../page-cache/shared-cache-purge';

declare module 'fastify' {
  interface FastifyInstance {
    /** Anonymous pages kept at the front door (decision 019); undefined when PAGE_CACHE=off. */
    pageCache: PageStore | undefined;
    /** The shared cache in front of the gateways (Varnish, Fastly), purged by surrogate key; undefined when none. */
    sharedCachePurge: SharedCachePurge | undefined;
  }
}

export default fp(
  async (fastify) => {
    const { enabled, maxEntries, maxBytes } = fastify.config.pageCache;
    fastify.decorate('pageCache', enabled ? createPageStore({ maxEntries, maxBytes }) : undefined);
    const { sharedCache } = fastify.config;
    const purge = sharedCache ? createSharedCachePurge(sharedCache, fastify.log) : undefined;
    fastify.decorate('sharedCachePurge', purge);
    // The purges asked for before the gateway stops still go out.
    if (purge) fastify.addHook('onClose', () => purge.flush());
  },
  { name: 'page-cache', dependencies: ['env'], fastify: '5.x' },
);
