import type {
  CollectionResult,
  ContentBlockResult,
  ListingItemResult,
  MetaConfigurationResult,
  PageResult,
  SummaryIdResult,
  VoterGuideResult,
} from './documents/result-types';
import type {
  ContentBlock,
  ContentPage,
  JsonObject,
  Listing,
  ListingItem,
  SummaryIdItem,
  VoterGuideItem,
} from './dto-types';
import { parseSummaryDate } from './summary-date';

export type * from './dto-types';

/** The keywords comma list, trimmed, without empty entries. */
export function keywordList(meta: MetaConfigurationResult | null | undefined): string[] {
  const text = meta?.keywords?.content ?? '';
  return text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword.length > 0);
}

/** The first entry of the keywords list; null when that entry is missing or blank (", Zoning" has no category). */
export function categoryOf(meta: MetaConfigurationResult | null | undefined): string | null {
  const first = (meta?.keywords?.content ?? '').split(',')[0].trim();
  return first.length > 0 ? first : null;
}

function descriptionOf(meta: MetaConfigurationResult | null | undefined): string | null {
  const text = meta?.description?.content?.trim();
  return text ? text : null;
}

/** A DateTime as a normalised ISO string; null when absent or not a date. */
export function toIsoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function toVoterGuideItem(item: VoterGuideResult): VoterGuideItem {
  return {
    id: item.id,
    title: item.title,
    slug: item.slug,
    category: categoryOf(item.metaConfiguration),
    description: descriptionOf(item.metaConfiguration),
    firstPublishedAt: toIsoDate(item.sys.firstPublishedAt),
  };
}

export function toListingItem(item: ListingItemResult): ListingItem {
  return {
    ...toVoterGuideItem(item),
    publishedAt: toIsoDate(item.sys.publishedAt),
    meetingDate: parseSummaryDate(item.slug),
  };
}

export function toListing<Result, Item>(
  collection: CollectionResult<Result>,
  toItem: (item: Result) => Item,
): Listing<Item> {
  return {
    total: collection.total,
    skip: collection.skip,
    limit: collection.limit,
    items: collection.items.map(toItem),
  };
}

export function toSummaryIdItem(item: SummaryIdResult): SummaryIdItem {
  return { id: item.id, title: item.title, slug: item.slug, meetingDate: parseSummaryDate(item.slug) };
}

export function toContentBlock(block: ContentBlockResult): ContentBlock {
  return { block: block.block, props: isJsonObject(block.props) ? block.props : {} };
}

export function toContentPage(page: PageResult): ContentPage {
  const props = isJsonObject(page.props) ? page.props : null;
  return {
    id: page.id,
    title: page.title,
    slug: page.slug,
    tags: page.tags,
    keywords: keywordList(page.metaConfiguration),
    category: categoryOf(page.metaConfiguration),
    description: descriptionOf(page.metaConfiguration),
    firstPublishedAt: toIsoDate(page.sys.firstPublishedAt),
    publishedAt: toIsoDate(page.sys.publishedAt),
    content: page.content.map(toContentBlock),
    props,
    markdown: typeof props?.content === 'string' ? props.content : null,
  };
}
