import type { GraphQLResolveInfo } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import type { PageFilter, PageOrder, PageRow } from '@civicbrief/gateway-db';
import { hasPreviewAccess } from '../../content/preview-access';
import { readsOf } from './collection-reads';
import { DateTime, JSON } from './scalars';

interface PageCollectionArgs {
  preview?: boolean | null;
  where?: PageFilter | null;
  order?: PageOrder[] | null;
  skip?: number | null;
  limit?: number | null;
}

/** True for a preview request that carries the secret; throws FORBIDDEN for one that does not. */
function previewAllowed(preview: boolean | null | undefined, context: MercuriusContext): boolean {
  if (!preview) return false;
  if (!hasPreviewAccess(context.reply.request, context.app.config.previewSecret)) {
    throw new mercurius.ErrorWithProps('Preview requires the preview secret', { code: 'FORBIDDEN' });
  }
  return true;
}

/** Resolvers of the content SDL (contentTypeDefs of @civicbrief/contracts) over the pages repository. */
export const contentResolvers: IResolvers = {
  DateTime,
  JSON,
  Query: {
    pageCollection: async (
      _root: unknown,
      args: PageCollectionArgs,
      context: MercuriusContext,
      info: GraphQLResolveInfo,
    ) => {
      const preview = previewAllowed(args.preview, context);
      const skip = args.skip ?? 0;
      const limit = args.limit ?? 100;
      const { total, items } = await context.app.pages.list({
        preview,
        where: args.where,
        order: args.order,
        skip,
        limit,
        reads: readsOf(info),
      });
      return { total, skip, limit, items };
    },
    page: async (_root: unknown, args: { slug: string; preview?: boolean | null }, context: MercuriusContext) => {
      const preview = previewAllowed(args.preview, context);
      return (await context.app.pages.findBySlug(args.slug, { preview })) ?? null;
    },
  },
  Page: {
    sys: (page: PageRow) => ({ id: page.id, firstPublishedAt: page.firstPublishedAt, publishedAt: page.publishedAt }),
    metaConfiguration: (page: PageRow) => ({
      keywords: page.metaConfiguration.keywords ?? null,
      description: page.metaConfiguration.description ?? null,
    }),
  },
};
