import { httpUrl, MAX_LINK, parseFeed } from './feed-parser';

describe('feed links', () => {
  it('keeps http(s) links up to MAX_LINK characters and drops longer ones, so a feed cannot fill the answer cache', () => {
    const fits = `https://news.example.com/${'a'.repeat(MAX_LINK - 25)}`;
    expect(httpUrl(fits)).toBe(fits);
    expect(httpUrl(`${fits}b`)).toBeUndefined();
    expect(httpUrl('javascript:alert(1)')).toBeUndefined();
  });

  it('bounds every item of a hostile feed: long links dropped, at most 10 categories of 100 characters', async () => {
    const long = `https://evil.example/${'x'.repeat(40_000)}`;
    const categories = Array.from({ length: 30 }, (_, n) => `<category>${n}${'c'.repeat(300)}</category>`).join('');
    const xml = `<rss version="2.0"><channel><title>t</title><item><title>Story</title><link>${long}</link><enclosure url="${long}" type="image/jpeg"/>${categories}</item></channel></rss>`;
    const [item] = await parseFeed('feed', xml);
    expect(item.link).toBeUndefined();
    expect(item.enclosure).toBeUndefined();
    expect(item.categories).toHaveLength(10);
    expect(Math.max(...item.categories.map((name) => name.length))).toBeLessThanOrEqual(100);
    expect(JSON.stringify(item).length).toBeLessThan(2_000);
  });
});
