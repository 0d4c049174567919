import fp from 'fastify-plugin';
import { createPageStore, type PageStore } from '../../page-cache/page-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Anonymous pages kept at the front door (decision 019); undefined when PAGE_CACHE=off. */
    pageCache: PageStore | undefined;
  }
}

export default fp(
  async (fastify) => {
    const { enabled, maxEntries, maxBytes } = fastify.config.pageCache;
    fastify.decorate('pageCache', enabled ? createPageStore({ maxEntries, maxBytes }) : undefined);
  },
  { name: 'page-cache', dependencies: ['env'], fastify: '5.x' },
);
