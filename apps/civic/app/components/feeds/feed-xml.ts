import type { FeedDocument } from './feed-model';

// XML 1.0 allows tab, LF, CR and most of Unicode; everything else (C0 controls, U+FFFE/U+FFFF, lone surrogates)
// makes the whole document unreadable to a strict parser, so it is dropped rather than escaped.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML character data or an attribute value: only characters XML allows, markup characters escaped. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML_CHAR, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const element = (name: string, text: string, attributes = '') => `<${name}${attributes}>${xmlText(text)}</${name}>`;
const HEADER = '<?xml version="1.0" encoding="utf-8"?>\n';

/**
 * An Atom 1.0 feed (RFC 4287). Titles and summaries are `type="text"`: a title such as 'Parking <and> fees' is
 * shown as written by every reader, never interpreted as HTML. Ids are the entries' page URLs (never a request's).
 */
export function atomFeed(feed: FeedDocument): string {
  const entries = feed.entries.map((entry) =>
    [
      '<entry>',
      element('id', entry.url),
      element('title', entry.title, ' type="text"'),
      `<link rel="alternate" type="text/html" href="${xmlText(entry.url)}"/>`,
      element('published', entry.published.toISOString()),
      element('updated', entry.updated.toISOString()),
      ...entry.categories.map(
        (category) => `<category term="${xmlText(category.term)}" label="${xmlText(category.label)}"/>`,
      ),
      entry.summary ? element('summary', entry.summary, ' type="text"') : '',
      '</entry>',
    ].join(''),
  );
  return `${HEADER}<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
${element('id', feed.links.atom)}
${element('title', feed.title, ' type="text"')}
${element('subtitle', feed.description, ' type="text"')}
<link rel="self" type="application/atom+xml" href="${xmlText(feed.links.atom)}"/>
<link rel="alternate" type="text/html" href="${xmlText(feed.links.page)}"/>
${element('updated', feed.updated.toISOString())}
<author>${element('name', feed.author)}<uri>${xmlText(feed.links.site)}</uri></author>
${entries.join('\n')}
</feed>
`;
}

/** An RSS 2.0 feed of the same entries, with its Atom self link (as feed validators ask). */
export function rssFeed(feed: FeedDocument): string {
  const items = feed.entries.map((entry) =>
    [
      '<item>',
      element('title', entry.title),
      element('link', entry.url),
      element('guid', entry.url, ' isPermaLink="true"'),
      element('pubDate', entry.published.toUTCString()),
      ...entry.categories.map((category) => element('category', category.label)),
      entry.summary ? element('description', entry.summary) : '',
      '</item>',
    ].join(''),
  );
  return `${HEADER}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
${element('title', feed.title)}
${element('link', feed.links.page)}
${element('description', feed.description)}
<atom:link rel="self" type="application/rss+xml" href="${xmlText(feed.links.rss)}"/>
<language>en-us</language>
${element('lastBuildDate', feed.updated.toUTCString())}
${items.join('\n')}
</channel>
</rss>
`;
}
