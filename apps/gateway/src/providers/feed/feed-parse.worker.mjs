// Runs in the feed parser's worker threads (piscina; decision 025, update on parse CPU), never on the gateway's
// event loop: rss-parser parses with xml2js over sax, synchronously, and makes each snippet with regular
// expressions that are quadratic on some inputs. Plain JavaScript so that the same file runs under jest, tsx and
// from the production bundle (tools/bundle/bundle-server.mjs emits it next to main.mjs); feed-parser.ts maps the
// raw items it answers to the spec's fields.
import Parser from 'rss-parser';

// Atom's summary and categories are read as custom fields. sax neither fetches a DOCTYPE's external entities nor
// expands a DTD's own ones (an `&xxe;` makes the feed malformed), so XXE and entity bombs do not apply.
const parser = new Parser({
  customFields: {
    item: [
      ['summary', 'summary', { includeSnippet: true }],
      ['category', 'atomCategories', { keepArray: true }],
    ],
  },
});

/** The first `maxItems` items of the feed in `xml`, as rss-parser reads them; throws when it is not RSS or Atom. */
export default async function parseFeedItems({ xml, maxItems }) {
  const feed = await parser.parseString(xml);
  return (feed.items ?? []).slice(0, maxItems);
}
