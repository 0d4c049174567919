import type { SummaryDate } from './summary-date';

// The content client's answers: what the apps' loaders receive.

/** A JSON object, as block props and page props arrive. */
export type JsonObject = { [key: string]: unknown };

/** One page of a listing, as the spec's listing response (total, skip, limit, items). */
export interface Listing<Item> {
  total: number;
  skip: number;
  limit: number;
  items: Item[];
}

/** What a page shows in any list: its title, link, category, description and first publication. */
export interface PageSummary {
  id: string;
  title: string;
  slug: string;
  /** First entry of the keywords list, shown as the category. */
  category: string | null;
  description: string | null;
  /** ISO 8601 date-time. */
  firstPublishedAt: string | null;
}

/** A meeting summary, agenda, article, municipal code or resource page in a list. */
export interface ListingItem extends PageSummary {
  /** ISO 8601 date-time. */
  publishedAt: string | null;
  /** Meeting date read from the slug; null for slugs that do not end in a date. */
  meetingDate: SummaryDate | null;
}

export interface SummaryIdItem {
  id: string;
  title: string;
  slug: string;
  meetingDate: SummaryDate | null;
}

export type VoterGuideItem = PageSummary;

export interface ContentBlock {
  block: string;
  /** Props that are not a JSON object arrive as {}. */
  props: JsonObject;
}

/** One page with its blocks: a list's fields and more. */
export interface ContentPage extends PageSummary {
  tags: string[];
  keywords: string[];
  publishedAt: string | null;
  content: ContentBlock[];
  props: JsonObject | null;
  /** props.content when it is a string: a guide's markdown. */
  markdown: string | null;
}
