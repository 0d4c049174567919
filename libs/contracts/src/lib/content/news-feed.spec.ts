import { NEWS_FEED_BLOCK, newsFeedUrlOf } from './news-feed';
import { PageImportInput } from './page-input';

const feed = (url: unknown) => ({ block: NEWS_FEED_BLOCK, props: { url } });

describe('newsFeedUrlOf', () => {
  it("reads the first NewsFeed block's URL", () => {
    expect(
      newsFeedUrlOf([
        { block: 'KeyContacts', props: {} },
        feed(' https://city.example/rss '),
        feed('https://other.example/rss'),
      ]),
    ).toBe('https://city.example/rss');
  });

  it('has none without a block, or with one whose URL is not http(s)', () => {
    expect(newsFeedUrlOf([])).toBeNull();
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'not a url',
      42,
      null,
      `https://x.example/${'a'.repeat(2048)}`,
    ])
      expect(newsFeedUrlOf([feed(url)])).toBeNull();
  });
});

describe('a NewsFeed block at import', () => {
  const page = (url: unknown) =>
    PageImportInput.safeParse({
      slug: 'ca/santa-clara-county/saratoga',
      title: 'Saratoga',
      blocks: [feed(url)],
    });

  it('is refused with the field named when its URL is not http(s)', () => {
    const result = page('javascript:alert(1)');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['blocks', 0, 'props', 'url'],
      message: 'url must be an http:// or https:// URL',
    });
  });

  it('is accepted with an http(s) URL', () => {
    expect(page('https://www.saratoga.ca.us/RSSFeed.aspx?ModID=1').success).toBe(true);
  });
});
