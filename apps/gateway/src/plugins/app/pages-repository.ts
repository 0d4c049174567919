import fp from 'fastify-plugin';
import { withReadCache } from '../../content/cached-pages-repository';
import { createPagesRepository, type PagesRepository } from '../../content/pages-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content store (pages): the content API reads it, the import and the seed write it. */
    pages: PagesRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('pages', withReadCache(createPagesRepository(fastify.db), { ttlMs: fastify.config.contentCacheTtlMs }));
  },
  { name: 'pages-repository', dependencies: ['env', 'db'], fastify: '5.x' },
);
