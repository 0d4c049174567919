/** Shapes of the content API's answers to this lib's documents, as sent on the wire (DateTime = ISO string). */

export interface MetaConfigurationResult {
  keywords: { content: string | null } | null;
  description: { content: string | null } | null;
}

/** A listing item: the fields of `ListingItemFields`. */
export interface ListingItemResult {
  id: string;
  title: string;
  slug: string;
  sys: { firstPublishedAt: string | null; publishedAt: string | null };
  metaConfiguration: MetaConfigurationResult;
}

export interface CollectionResult<Item> {
  total: number;
  skip: number;
  limit: number;
  items: Item[];
}

export interface SummaryIdResult {
  id: string;
  title: string;
  slug: string;
}

export interface VoterGuideResult {
  id: string;
  title: string;
  slug: string;
  sys: { firstPublishedAt: string | null };
  metaConfiguration: MetaConfigurationResult;
}

export interface ContentBlockResult {
  block: string;
  props: unknown;
}

export interface PageResult {
  id: string;
  title: string;
  slug: string;
  tags: string[];
  sys: { id: string; firstPublishedAt: string | null; publishedAt: string | null };
  metaConfiguration: MetaConfigurationResult;
  content: ContentBlockResult[];
  props: unknown;
}
