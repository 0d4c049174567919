import type { FeedItem } from '@civicbrief/contracts';
import type Parser from 'rss-parser';

// A parsed feed's items as the API answers them: bounded texts, http(s) links only, ISO dates.

type Extra = { summarySnippet?: string; author?: string; atomCategories?: unknown[] };

const MAX_TEXT = 2000;
const text = (value: unknown, max = MAX_TEXT): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};

/** Longest link kept: real story links are a few hundred characters; longer ones would only fill the answer cache. */
export const MAX_LINK = 2048;

/** Only http(s) URLs are passed on: a `javascript:` or `data:` link in a feed is dropped, not relayed; so is an overlong one. */
export function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LINK * 2) return undefined;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.href.length <= MAX_LINK
      ? url.href
      : undefined;
  } catch {
    return undefined;
  }
}

/** RSS categories are strings or { _: text }; Atom's are { $: { term, label } }. */
function categoryName(value: unknown): string | undefined {
  if (typeof value === 'string') return text(value, 100);
  if (typeof value !== 'object' || value === null) return undefined;
  const { _, $ } = value as { _?: unknown; $?: { term?: unknown; label?: unknown } };
  return text(_, 100) ?? text($?.label, 100) ?? text($?.term, 100);
}

function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export type ParsedItem = Parser.Item & Extra;

export function feedItem(item: ParsedItem): FeedItem {
  const categories = [...(item.categories ?? []), ...(item.atomCategories ?? [])]
    .map(categoryName)
    .filter((name): name is string => Boolean(name));
  const enclosure = httpUrl(item.enclosure?.url);
  return {
    link: httpUrl(item.link),
    title: text(item.title, 500),
    contentSnippet: text(item.contentSnippet) ?? text(item.summarySnippet),
    creator: text(item.creator, 200) ?? text(item.author, 200),
    isoDate: isoDate(item.isoDate),
    categories: [...new Set(categories)].slice(0, 10),
    ...(enclosure && { enclosure: { url: enclosure } }),
  };
}
