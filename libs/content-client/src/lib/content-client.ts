import { messages } from '@civicbrief/contracts';
import { cityPageQuery } from './city-page-query';
import { createContentQuery, type ContentClientOptions, type Paging } from './content-query';
import { RelatedArticlesDocument, RecentArticlesDocument } from './documents/article-documents';
import { MunicipalCodePagesDocument, ResourcePagesDocument } from './documents/listing-documents';
import { ExistingSlugsDocument, PageBySlugDocument, VoterGuidesDocument } from './documents/page-documents';
import { toContentPage, toListing, toListingItem, toVoterGuideItem } from './dto';
import { meetingQueries } from './meeting-queries';
import { ARTICLE_PAGE_SIZE, INDEX_PAGE_SIZE, SLUG_EXISTENCE_LIMIT } from './queries-input';

export { DEFAULT_CONTENT_TIMEOUT_MS, PREVIEW_SECRET_HEADER, type ContentClientOptions } from './content-query';
export type { CityPageInput } from './city-page-query';

/**
 * The content API for server code (Remix loaders): no cache, every query goes to the network, POST only
 * (long slug lists would not fit a GET URL; content-query.ts). Each helper answers DTOs or throws a ContentError.
 */
export function createContentClient(options: ContentClientOptions) {
  const { urql, preview, run } = createContentQuery(options);

  return {
    urql,
    preview,
    ...meetingQueries(run),
    ...cityPageQuery(run),

    async voterGuides({ voterSlug, excludeSlugs = [] }: { voterSlug: string; excludeSlugs?: string[] }) {
      const data = await run(VoterGuidesDocument, { voterSlug, excludeSlugs }, messages.guideLoadFailed);
      return data.pageCollection.items.map(toVoterGuideItem);
    },

    /** The subset of these gov slugs that have a page (the breadcrumb disables the others). */
    async existingSlugs(slugs: Iterable<string>): Promise<Set<string>> {
      const unique = [...new Set(slugs)].filter((slug) => slug.length > 0);
      const chunks: string[][] = [];
      for (let start = 0; start < unique.length; start += SLUG_EXISTENCE_LIMIT)
        chunks.push(unique.slice(start, start + SLUG_EXISTENCE_LIMIT));
      const answers = await Promise.all(
        chunks.map((chunk) => run(ExistingSlugsDocument, { slugs: chunk }, messages.defaultError)),
      );
      return new Set(answers.flatMap((data) => data.pageCollection.items.map((item) => item.slug)));
    },

    async municipalCodePages({ skip = 0, limit = INDEX_PAGE_SIZE }: Paging = {}) {
      const data = await run(MunicipalCodePagesDocument, { skip, limit }, messages.defaultError);
      return toListing(data.pageCollection, toListingItem);
    },

    /** Every resource sheet, or with `citySlug` only that city's (`{city}/resource-...`). */
    async resourcePages({ citySlug, skip = 0, limit = INDEX_PAGE_SIZE }: Paging & { citySlug?: string } = {}) {
      const slugContains = citySlug ? `${citySlug.replace(/^\/+|\/+$/g, '')}/resource-` : 'resource-';
      const data = await run(ResourcePagesDocument, { slugContains, skip, limit }, messages.defaultError);
      return toListing(data.pageCollection, toListingItem);
    },

    async recentArticles({
      slugContains = null,
      skip = 0,
      limit = ARTICLE_PAGE_SIZE,
    }: Paging & { slugContains?: string | null } = {}) {
      const data = await run(RecentArticlesDocument, { slugContains, skip, limit }, messages.recentArticlesFailed);
      return toListing(data.pageCollection, toListingItem);
    },

    async relatedArticles({
      currentSlug,
      portalSlug,
      limit = ARTICLE_PAGE_SIZE,
    }: {
      currentSlug: string;
      portalSlug: string;
      limit?: number;
    }) {
      const data = await run(
        RelatedArticlesDocument,
        { currentSlug, portalSlug, limit },
        messages.relatedArticlesFailed,
      );
      return data.pageCollection.items.map(toListingItem);
    },

    /** The page, or null when no (visible) page has this slug. */
    async pageBySlug(slug: string) {
      const data = await run(PageBySlugDocument, { slug }, messages.defaultError);
      return data.page ? toContentPage(data.page) : null;
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
