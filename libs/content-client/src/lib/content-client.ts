import { Client, fetchExchange, getOperationName, type TypedDocumentNode } from '@urql/core';
import { messages } from '@civicbrief/contracts';
import { ContentError, contentErrorFrom } from './content-error';
import { RelatedArticlesDocument, RecentArticlesDocument } from './documents/article-documents';
import { CITY_PAGE_DATED_LIMIT, CityPageDocument } from './documents/city-page-documents';
import {
  MunicipalCodePagesDocument,
  RecentAgendaSummariesDocument,
  RecentSummariesDocument,
  ResourcePagesDocument,
  SummaryIdsByCityDocument,
} from './documents/listing-documents';
import { ExistingSlugsDocument, PageBySlugDocument, VoterGuidesDocument } from './documents/page-documents';
import { RecentSummariesInYearDocument, SummaryYearSpanDocument } from './documents/summary-year-documents';
import {
  toContentBlock,
  toContentPage,
  toIsoDate,
  toListing,
  toListingItem,
  toSummaryIdItem,
  toVoterGuideItem,
} from './dto';
import {
  ARTICLE_PAGE_SIZE,
  INDEX_PAGE_SIZE,
  MEETING_PAGE_SIZE,
  SLUG_EXISTENCE_LIMIT,
  agendaSlugPrefixes,
  summaryIdPrefix,
  yearRange,
} from './queries-input';

/** Header carrying the preview secret; the gateway refuses `preview: true` without it. */
export const PREVIEW_SECRET_HEADER = 'x-preview-secret';
/** How long one content request may take before it fails, so a slow content API cannot hang a page. */
export const DEFAULT_CONTENT_TIMEOUT_MS = 10_000;

export interface ContentClientOptions {
  /** The content API's GraphQL endpoint, `${GATEWAY_URL}/graphql`, e.g. 'http://127.0.0.1:3000/graphql'. */
  url: string;
  /** Given (non-empty): every query asks for drafts too (`preview: true`) and sends the secret. */
  previewSecret?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface CityPageInput {
  citySlug: string;
  /** The last of the year tabs counted (the current year) and how many tabs end there. */
  lastYear: number;
  yearTabs: number;
  /** An asked-for year tab, or null. */
  year?: number | null;
  meetingsLimit: number;
  articlesLimit: number;
  resourcesLimit?: number;
}

/** The UTC year the first item was first published, null without items. */
function yearOf(items: { sys: { firstPublishedAt: string | null } }[]): number | null {
  const iso = toIsoDate(items[0]?.sys.firstPublishedAt);
  return iso ? new Date(iso).getUTCFullYear() : null;
}

interface Paging {
  skip?: number;
  limit?: number;
}

function withTimeout(baseFetch: typeof fetch, timeoutMs: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    return baseFetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
  };
}

/**
 * The content API for server code (Remix loaders): no cache, every query goes to the network, POST only
 * (long slug lists would not fit a GET URL). Each helper answers DTOs or throws a ContentError.
 */
export function createContentClient(options: ContentClientOptions) {
  const preview = Boolean(options.previewSecret);
  const urql = new Client({
    url: options.url,
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    preferGetMethod: false,
    fetch: withTimeout(options.fetch ?? globalThis.fetch, options.timeoutMs ?? DEFAULT_CONTENT_TIMEOUT_MS),
    fetchOptions: options.previewSecret ? { headers: { [PREVIEW_SECRET_HEADER]: options.previewSecret } } : {},
  });

  async function run<Data, Variables extends { preview?: boolean }>(
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
    message: string,
  ): Promise<Data> {
    const operation = getOperationName(document) ?? 'content query';
    const result = await urql.query(document, { ...variables, preview }).toPromise();
    if (result.error) throw contentErrorFrom(result.error, operation, message);
    if (!result.data)
      throw new ContentError(message, { kind: 'graphql', operation, cause: new Error('No data in the answer') });
    return result.data;
  }

  return {
    urql,
    preview,

    async recentSummaries({ citySlug, skip = 0, limit = MEETING_PAGE_SIZE }: Paging & { citySlug: string }) {
      const data = await run(RecentSummariesDocument, { citySlug, skip, limit }, messages.meetingsLoadFailed);
      return toListing(data.pageCollection, toListingItem);
    },

    /** One year tab of the city's meeting summaries: first published within `year` (UTC), newest first. */
    async recentSummariesInYear({
      citySlug,
      year,
      skip = 0,
      limit = MEETING_PAGE_SIZE,
    }: Paging & { citySlug: string; year: number }) {
      const data = await run(
        RecentSummariesInYearDocument,
        { citySlug, ...yearRange(year), skip, limit },
        messages.meetingsLoadFailed,
      );
      return toListing(data.pageCollection, toListingItem);
    },

    /** How many meeting summaries the city has and the years (UTC) its oldest and newest were first published; null years when none. */
    async summaryYearSpan({
      citySlug,
    }: {
      citySlug: string;
    }): Promise<{ total: number; first: number | null; last: number | null }> {
      const data = await run(SummaryYearSpanDocument, { citySlug }, messages.meetingsLoadFailed);
      return { total: data.newest.total, first: yearOf(data.oldest.items), last: yearOf(data.newest.items) };
    },

    /** `cityPath`: the city's slug, e.g. 'ca/santa-clara-county/saratoga'. */
    async recentAgendaSummaries({
      cityPath,
      year,
      skip = 0,
      limit = MEETING_PAGE_SIZE,
    }: Paging & { cityPath: string; year: number }) {
      const [citySlug, citySlug2, citySlug3] = agendaSlugPrefixes(cityPath);
      const variables = { citySlug, citySlug2, citySlug3, ...yearRange(year), skip, limit };
      const data = await run(RecentAgendaSummariesDocument, variables, messages.meetingsLoadFailed);
      return toListing(data.pageCollection, toListingItem);
    },

    async summaryIdsByCity(cityName: string) {
      const data = await run(
        SummaryIdsByCityDocument,
        { idContains: summaryIdPrefix(cityName) },
        messages.meetingsLoadFailed,
      );
      return { total: data.pageCollection.total, items: data.pageCollection.items.map(toSummaryIdItem) };
    },

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

    /**
     * A city page's content in one request: its meeting summaries' year span, their totals per year for the
     * `yearTabs` years up to `lastYear` (null when more than CITY_PAGE_DATED_LIMIT fall in them), the newest
     * `meetingsLimit` summaries (and `year`'s, when given), the newest `articlesLimit` articles whose slug
     * contains `{citySlug}/articles/`, whether `{citySlug}/municipal-code` exists, and the city's resource sheets.
     */
    async cityPage({
      citySlug,
      lastYear,
      yearTabs,
      year = null,
      meetingsLimit,
      articlesLimit,
      resourcesLimit = INDEX_PAGE_SIZE,
    }: CityPageInput) {
      const firstYear = lastYear - yearTabs + 1;
      const asked = yearRange(year ?? lastYear);
      const variables = {
        citySlug,
        from: yearRange(firstYear).from,
        to: yearRange(lastYear).to,
        datedLimit: CITY_PAGE_DATED_LIMIT,
        meetingsLimit,
        hasYear: year !== null,
        askedFrom: asked.from,
        askedTo: asked.to,
        articlesSlug: `${citySlug}/articles/`,
        articlesLimit,
        codeSlug: `${citySlug}/municipal-code`,
        resourcesSlug: `${citySlug}/resource-`,
        resourcesLimit,
      };
      const data = await run(CityPageDocument, variables, messages.defaultError);
      const complete = data.dated.items.length === data.dated.total;
      const yearTotals = new Map(Array.from({ length: yearTabs }, (_, i) => [firstYear + i, 0]));
      for (const item of data.dated.items) {
        const y = yearOf([item]);
        if (y !== null) yearTotals.set(y, (yearTotals.get(y) ?? 0) + 1);
      }
      return {
        span: { total: data.newest.total, first: yearOf(data.oldest.items), last: yearOf(data.newest.items) },
        yearTotals: complete ? yearTotals : null,
        meetings: toListing(data.meetings, toListingItem),
        askedYear: data.askedYear ? toListing(data.askedYear, toListingItem) : null,
        articles: toListing(data.articles, toListingItem),
        municipalCode: data.code.items.length > 0,
        resources: toListing(data.resources, toListingItem),
        blocks: (data.cityContent?.content ?? []).map(toContentBlock),
      };
    },

    /** The page, or null when no (visible) page has this slug. */
    async pageBySlug(slug: string) {
      const data = await run(PageBySlugDocument, { slug }, messages.defaultError);
      return data.page ? toContentPage(data.page) : null;
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
