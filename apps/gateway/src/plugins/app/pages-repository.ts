import fp from 'fastify-plugin';
import { withReadCache } from '../../content/cached-pages-repository';
import { createPagesRepository, type PagesRepository } from '../../content/pages-repository';
import { contentKeys } from '../../page-cache/surrogate-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content store (pages): the content API reads it, the import and the seed write it. */
    pages: PagesRepository;
  }
}

/** The channel the pages table's trigger notifies on every write (migration 0011): '<schema> <application_name>'. */
export const CONTENT_CHANGED_CHANNEL = 'civicbrief_content_changed';

export default fp(
  async (fastify) => {
    const pages = withReadCache(createPagesRepository(fastify.db), { ttlMs: fastify.config.contentCacheTtlMs });
    // A content write drops the front door's page cache (decision 019) at once in this process; the others hear it
    // from the database (below).
    const upsertBySlug: PagesRepository['upsertBySlug'] = async (input) => {
      const outcome = await pages.upsertBySlug(input);
      if (outcome !== 'unchanged') fastify.pageCache?.purge();
      // The shared cache in front is purged by the writer only, for the pages this one may show on (decision 044).
      if (outcome !== 'unchanged') fastify.sharedCachePurge?.purge(contentKeys(input.slug));
      // A page may have gone out: topic alerts match it soon (decision 036).
      if (outcome !== 'unchanged') fastify.alerts?.scheduler.kick();
      return outcome;
    };
    fastify.decorate('pages', { ...pages, upsertBySlug });
    // A write by another gateway or the CLI on the same PostgreSQL (the pages table's trigger, decision 044): this
    // gateway's read and page caches go too, within the notification's round trip. null: the listening connection
    // was lost and made again, so a write may have gone unheard.
    const stopListening = await fastify.dbListen(CONTENT_CHANGED_CHANNEL, (payload) => {
      if (payload !== null) {
        const [schema, writer] = payload.split(' ');
        // Another schema's pages (a test's), or this gateway's own write, already dropped above.
        if (schema !== fastify.dbInfo.schema || writer === fastify.dbInfo.sessionName) return;
      }
      pages.dropCached();
      fastify.pageCache?.purge();
    });
    fastify.addHook('onClose', stopListening);
  },
  { name: 'pages-repository', dependencies: ['env', 'db', 'page-cache'], fastify: '5.x' },
);
