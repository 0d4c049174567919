/** One news story as the local news block shows it: plain text everywhere, a link only when it is http(s). */
export interface NewsItemView {
  title: string;
  /** The story's page; null when the feed's link is missing or not http(s) (the title is then plain text). */
  href: string | null;
  snippet: string | null;
  creator: string | null;
  /** ISO 8601. */
  isoDate: string | null;
  categories: readonly string[];
}

/** Spec §9: news page size 6 (the first page, and what 'Show more' adds). */
export const NEWS_PAGE_SIZE = 6;
/** A snippet longer than this is cut at a word, so one long story does not stretch its row. */
export const NEWS_SNIPPET_MAX = 280;

/** The URL as a link target only when it is an absolute http(s) URL; `javascript:`, `data:` and the rest are null. */
export function safeLinkHref(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** 'Nov 26, 2026' in the reader's terms (UTC, so server and browser agree), or null. */
// One formatter for every story: building an Intl.DateTimeFormat per item cost about 7% of a city page's render.
const newsDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function formatNewsDate(isoDate: string | null): string | null {
  if (!isoDate) return null;
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return null;
  return newsDate.format(date);
}

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The snippet as shown: none when it only repeats the title (news-search feeds such as Google News' describe a
 * story by its title and source, which the title already reads), else cut at a word past NEWS_SNIPPET_MAX.
 */
export function shortSnippet(snippet: string | null, title = ''): string | null {
  if (!snippet || letters(snippet) === letters(title)) return null;
  if (snippet.length <= NEWS_SNIPPET_MAX) return snippet;
  const cut = snippet.slice(0, NEWS_SNIPPET_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), NEWS_SNIPPET_MAX / 2)).trimEnd()}…`;
}

/** The stories worth a row: those with a title. */
export const visibleNews = (items: readonly NewsItemView[]) => items.filter((item) => item.title.trim().length > 0);

/** Nothing to show hides the block and its sub-navigation tab. */
export const newsBlockHidden = (items: readonly NewsItemView[]) => visibleNews(items).length === 0;
