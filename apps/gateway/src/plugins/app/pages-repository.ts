import fp from 'fastify-plugin';
import { createPagesRepository, type PagesRepository } from '../../content/pages-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content store (pages): the content API reads it, the import and the seed write it. */
    pages: PagesRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('pages', createPagesRepository(fastify.db));
  },
  { name: 'pages-repository', dependencies: ['db'], fastify: '5.x' },
);
