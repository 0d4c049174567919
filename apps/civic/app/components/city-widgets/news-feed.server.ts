/**
 * The default news feed of a city (decision 025): a keyless news-search RSS feed for "{city}, {state}". The
 * template comes from NEWS_FEED_TEMPLATE; its `{query}` is replaced by the URL-encoded "City, ST". The gateway's
 * /api/feed fetches it behind its SSRF guard, so the template decides nothing about what the gateway may reach.
 */
export const DEFAULT_NEWS_FEED_TEMPLATE = 'https://news.google.com/rss/search?q={query}&hl=en-US&gl=US&ceid=US:en';

type Env = Record<string, string | undefined>;

/** The template when it is an http(s) URL with a {query}; otherwise the default (a typo must not hide every city's news). */
export function newsFeedTemplate(env: Env = process.env): string {
  const template = env['NEWS_FEED_TEMPLATE']?.trim();
  if (!template || !template.includes('{query}') || !/^https?:\/\/[^/\s]+/i.test(template))
    return DEFAULT_NEWS_FEED_TEMPLATE;
  return template;
}

/** 'Saratoga, CA' -> https://news.google.com/rss/search?q=Saratoga%2C%20CA&… (or the configured template's URL). */
export function cityNewsFeedUrl(city: { name: string; stateCode: string }, env: Env = process.env): string {
  return newsFeedTemplate(env).replaceAll('{query}', encodeURIComponent(`${city.name}, ${city.stateCode}`));
}
