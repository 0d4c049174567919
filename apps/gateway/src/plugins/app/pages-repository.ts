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
    const pages = withReadCache(createPagesRepository(fastify.db), { ttlMs: fastify.config.contentCacheTtlMs });
    // A content write drops the front door's page cache (decision 019), in this process only.
    const upsertBySlug: PagesRepository['upsertBySlug'] = async (input) => {
      const outcome = await pages.upsertBySlug(input);
      if (outcome !== 'unchanged') fastify.pageCache?.purge();
      // A page may have gone out: topic alerts match it soon (decision 036).
      if (outcome !== 'unchanged') fastify.alerts?.scheduler.kick();
      return outcome;
    };
    fastify.decorate('pages', { ...pages, upsertBySlug });
  },
  { name: 'pages-repository', dependencies: ['env', 'db', 'page-cache'], fastify: '5.x' },
);
