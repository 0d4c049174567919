// The news feeds of decision 025 for tools/fake-providers, under /feeds/: what a news-search RSS feed (Google
// News' shape) and ordinary RSS and Atom feeds answer, and the hostile ones the gateway's SSRF-safe fetch must
// survive. Switched like the other providers: POST /__control/mode {"provider":"feeds","mode":"error"|...}.
//   GET /feeds/search?q=Saratoga%2C%20CA  news-search RSS, 14 items about the place (the city page's default feed)
//   GET /feeds/rss.xml  RSS 2.0 with dc:creator, categories and enclosures   GET /feeds/atom.xml  Atom 1.0
//   GET /feeds/script.xml  <script> in titles and snippets, javascript: and data: links
//   GET /feeds/huge.xml  a valid feed of 20 MB            GET /feeds/slow.xml  answers after FAKE_PROVIDERS_SLOW_MS
//   GET /feeds/malformed.xml  broken XML                  GET /feeds/xxe.xml  a DOCTYPE with an external entity
//   GET /feeds/redirect?to={url}  302 to any URL          GET /feeds/redirect-loopback  302 to 127.0.0.1 on this port
//   GET /feeds/redirect-chain?n={n}  n redirects, then rss.xml

const escape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const RSS = 'application/rss+xml; charset=utf-8';
const ATOM = 'application/atom+xml; charset=utf-8';
const FIRST_DAY = Date.UTC(2026, 10, 20, 15, 0, 0);
const SOURCES = ['The Valley Ledger', 'County Courier', 'Metro Daily', 'Hillside Weekly'];
const TOPICS = [
  'council approves budget',
  'planning commission hears housing plan',
  'library hours extended',
  'road repairs begin',
  'school board meets',
  'farmers market returns',
  'water rates reviewed',
];

const rssDocument = (title, items) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>` +
  `<title>${escape(title)}</title><link>https://news.example.com/</link><description>${escape(title)}</description>${items.join('')}</channel></rss>`;

/** Google News' search feed: "Headline - Source" titles, an HTML description linking the story, no author. */
function searchFeed(query, count = 14) {
  const place = query.trim() || 'the city';
  const items = Array.from({ length: count }, (_, index) => {
    const source = SOURCES[index % SOURCES.length];
    const headline = `${place.split(',')[0]} ${TOPICS[index % TOPICS.length]} (story ${index + 1})`;
    const link = `https://news.example.com/articles/${index + 1}?q=${encodeURIComponent(place)}`;
    const description = `<a href="${link}" target="_blank">${escape(headline)}</a>&nbsp;&nbsp;<font color="#6f6f6f">${source}</font>`;
    return (
      `<item><title>${escape(`${headline} - ${source}`)}</title><link>${escape(link)}</link><guid isPermaLink="false">story-${index + 1}</guid>` +
      `<pubDate>${new Date(FIRST_DAY - index * 3_600_000).toUTCString()}</pubDate><description>${escape(description)}</description>` +
      `<source url="https://news.example.com/${index % SOURCES.length}">${source}</source></item>`
    );
  });
  return rssDocument(`"${place}" - Google News`, items);
}

const rssFeed = () =>
  rssDocument('Saratoga News', [
    '<item><title>Council adopts the 2027 budget</title><link>https://news.example.com/budget</link><dc:creator>Ana Reyes</dc:creator>' +
      '<category>Government</category><category><![CDATA[Budget]]></category><pubDate>Thu, 26 Nov 2026 08:00:00 GMT</pubDate>' +
      '<description>&lt;p&gt;The council &lt;b&gt;adopted&lt;/b&gt; the budget.&lt;/p&gt;</description>' +
      '<enclosure url="https://news.example.com/budget.jpg" length="1200" type="image/jpeg"/></item>',
    '<item><title>Trail reopens</title><link>https://news.example.com/trail</link><pubDate>Wed, 25 Nov 2026 18:30:00 GMT</pubDate>' +
      '<description>The hillside trail is open again.</description></item>',
  ]);

const atomFeed = () =>
  '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>Palo Alto Updates</title><id>urn:fake:atom</id>' +
  '<updated>2026-11-26T09:00:00Z</updated>' +
  '<entry><title>New bike lanes on University Avenue</title><link rel="alternate" href="https://news.example.com/bike-lanes"/>' +
  '<id>urn:fake:1</id><published>2026-11-26T09:00:00Z</published><updated>2026-11-26T09:00:00Z</updated>' +
  '<author><name>Sam Lee</name></author><category term="transport" label="Transport"/><category term="city"/>' +
  '<summary type="html">&lt;p&gt;Work starts &lt;em&gt;Monday&lt;/em&gt;.&lt;/p&gt;</summary></entry>' +
  '<entry><title>Library hours</title><link href="https://news.example.com/library"/><id>urn:fake:2</id>' +
  '<updated>2026-11-25T12:00:00Z</updated><content type="html">&lt;p&gt;Open until 9 pm.&lt;/p&gt;</content></entry></feed>';

const scriptFeed = () =>
  rssDocument('Hostile feed', [
    '<item><title>&lt;script&gt;alert("title")&lt;/script&gt;Budget news</title><link>javascript:alert(document.cookie)</link>' +
      '<description>&lt;img src=x onerror="alert(1)"&gt;Snippet &lt;script&gt;alert(2)&lt;/script&gt;text</description>' +
      '<enclosure url="javascript:alert(3)" type="image/png"/></item>',
    '<item><title><![CDATA[<b onmouseover="alert(4)">Bold</b> claims]]></title><link>data:text/html,&lt;script&gt;alert(5)&lt;/script&gt;</link>' +
      '<description>Plain</description></item>',
    '<item><title>Safe story</title><link>https://news.example.com/safe</link><description>Fine.</description></item>',
  ]);

/** A valid feed of about 20 MB: one story whose description is padding. */
function hugeFeed() {
  const padding = 'x'.repeat(20 * 1024 * 1024);
  return rssDocument('Huge feed', [
    `<item><title>Huge</title><link>https://news.example.com/huge</link><description>${padding}</description></item>`,
  ]);
}

const xxeFeed = () =>
  '<?xml version="1.0"?>\n<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]>' +
  '<rss version="2.0"><channel><title>XXE</title><item><title>Entity &xxe; here &lol2;</title><link>https://news.example.com/xxe</link></item></channel></rss>';

/** An RSS feed with no items: what a news search finds for a place nobody writes about. */
export const emptyFeed = () => rssDocument('Nothing found', []);

/** /feeds/slow.xml is slow whatever the mode. */
export const forcedFeedMode = (path) => (path === '/feeds/slow.xml' ? 'slow' : null);

/** The answer for a /feeds/ path in 'ok' mode: [status, body, type, headers]. */
export function feedAnswer(url, origin) {
  const query = url.searchParams;
  const redirect = (to) => [302, '', 'text/plain', { location: to }];
  switch (url.pathname) {
    case '/feeds/search':
      return [200, searchFeed(query.get('q') ?? ''), RSS];
    case '/feeds/rss.xml':
    case '/feeds/slow.xml':
      return [200, rssFeed(), RSS];
    case '/feeds/atom.xml':
      return [200, atomFeed(), ATOM];
    case '/feeds/script.xml':
      return [200, scriptFeed(), RSS];
    case '/feeds/huge.xml':
      return [200, hugeFeed(), RSS];
    case '/feeds/malformed.xml':
      return [200, '<?xml version="1.0"?><rss version="2.0"><channel><title>Broken<item><title>No end', RSS];
    case '/feeds/xxe.xml':
      return [200, xxeFeed(), RSS];
    case '/feeds/redirect':
      return redirect(query.get('to') ?? '/feeds/rss.xml');
    case '/feeds/redirect-loopback':
      return redirect(`http://127.0.0.1:${new URL(origin).port}/feeds/rss.xml`);
    case '/feeds/redirect-chain': {
      const left = Math.min(Number(query.get('n') ?? 0) || 0, 20);
      return redirect(left > 1 ? `/feeds/redirect-chain?n=${left - 1}` : '/feeds/rss.xml');
    }
    default:
      return [404, '<html><body>Not found</body></html>', 'text/html'];
  }
}
