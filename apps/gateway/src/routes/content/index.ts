import { ContentExtraQuery, ContentExtraResult, ErrorResult } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasPreviewAccess } from '../../content/preview-access';

/** REST reads of the content store for the apps (spec §7), next to the GraphQL content API. */
const contentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/content/extra',
    {
      schema: {
        tags: ['content'],
        summary: "A guide's extra content: its markdown as props.content",
        description: 'Published pages only; drafts too with the x-preview-secret header.',
        querystring: ContentExtraQuery,
        response: { 200: ContentExtraResult, 400: ErrorResult, 404: ErrorResult },
      },
    },
    async (request, reply) => {
      const { slug } = request.query;
      const preview = hasPreviewAccess(request, fastify.config.previewSecret);
      const page = await fastify.pages.findBySlug(slug, { preview });
      if (!page) {
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No page with slug ${slug}` });
      }
      return { props: { content: page.props.content ?? '' } };
    },
  );
};

export default contentRoutes;
