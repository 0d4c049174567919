/** Feeds for the parser's tests (feed-parser.spec.ts, routes/feed/feed-load.spec.ts); tools/bench/feed-parse.mjs has its own. */

/** A valid RSS feed of at most `bytes` (stories of ~1.2 KB: title, link, a snippet with escaped markup and entities, a category). */
export function bigFeed(bytes = 2_000_000): string {
  const body = 'The council met on Tuesday &amp; adopted the &lt;b&gt;budget&lt;/b&gt;. '.repeat(15);
  const item = (n: number) =>
    `<item><title>Story ${n}</title><link>https://news.example.com/${n}</link><description>${body}</description><category>City</category></item>`;
  const items: string[] = [];
  for (let n = 0, length = 100; length + item(n).length <= bytes; n += 1) {
    items.push(item(n));
    length += item(n).length;
  }
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Big</title>${items.join('')}</channel></rss>`;
}

/** 2 MB of `&lt;`: rss-parser's snippet expression `<(?:.|\n)*?>` is quadratic on it (minutes of CPU on one thread). */
export const quadraticFeed = (): string =>
  `<rss version="2.0"><channel><title>t</title><item><title>x</title><description>${'&lt;'.repeat(500_000)}</description></item></channel></rss>`;

export const smallFeed =
  '<rss version="2.0"><channel><title>t</title><item><title>Small</title><link>https://news.example.com/small</link></item></channel></rss>';
