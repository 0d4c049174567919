import { ProviderFailure } from '../provider-failure';
import { FeedBusy } from './feed-busy';
import { createFeedParser, httpUrl, MAX_LINK, parseFeed, type FeedParser } from './feed-parser';
import { bigFeed, quadraticFeed, smallFeed } from './test-feeds';

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

describe('the feed parser threads', () => {
  const parsers: FeedParser[] = [];
  const parser = (options: Parameters<typeof createFeedParser>[0]) => {
    const created = createFeedParser(options);
    parsers.push(created);
    return created;
  };
  afterAll(async () => {
    for (const created of parsers) await created.close();
  });

  it('parses a 2 MB feed off the event loop: a setImmediate ticker keeps turning while it is in flight', async () => {
    const xml = bigFeed();
    expect(xml.length).toBeGreaterThan(1_900_000);
    const threads = parser({ threads: 1, timeoutMs: 60_000 });
    let ticks = 0;
    let ticking = true;
    const tick = () => {
      ticks += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const items = await threads.parse('feed', xml);
    ticking = false;
    expect(items).toHaveLength(50);
    expect(items[49]).toMatchObject({ title: 'Story 49', link: 'https://news.example.com/49', categories: ['City'] });
    // Parsed on this thread (as before) the loop stops for the whole parse: one or two ticks. Off it, the loop turns
    // all along (thousands of ticks): a count, not a time, so a busy machine cannot make it fail.
    expect(ticks).toBeGreaterThan(20);
  });

  it('ends a parse that takes longer than its time (quadratic snippets), terminating its thread; the next parse gets a new one', async () => {
    // The quadratic parse would take minutes: its 300 ms ends it. The next parse has the parser's own minute, so a
    // new thread's first parse never races a limit, however busy the machine.
    const threads = parser({ threads: 1, timeoutMs: 60_000 });
    const failure = await threads.parse('feed', quadraticFeed(), { timeoutMs: 300 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderFailure);
    expect(failure).toMatchObject({ kind: 'malformed', message: 'feed: answer took over 300 ms to parse' });
    expect(await threads.parse('feed', smallFeed)).toEqual([
      { link: 'https://news.example.com/small', title: 'Small', categories: [] },
    ]);
  });

  it('takes a shorter budget from the caller (what is left of the provider call)', async () => {
    const threads = parser({ threads: 1, timeoutMs: 60_000 });
    await expect(threads.parse('feed', quadraticFeed(), { timeoutMs: 200 })).rejects.toMatchObject({
      kind: 'malformed',
      message: 'feed: answer took over 200 ms to parse',
    });
  });

  it("ends the parse with the caller's signal and passes its abort on (not a feed failure)", async () => {
    const threads = parser({ threads: 1, timeoutMs: 60_000 });
    const controller = new AbortController();
    const parsing = threads.parse('feed', quadraticFeed(), { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('provider call timed out')), 100);
    const failure = await parsing.catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(ProviderFailure);
    expect(threads.pending).toBe(0);
  });

  it('refuses a parse at once when the threads and the queue are full (FeedBusy), and takes parses again once they drain', async () => {
    const threads = parser({ threads: 1, maxQueue: 1, timeoutMs: 60_000 });
    const controller = new AbortController();
    const running = [
      threads.parse('feed', quadraticFeed(), { signal: controller.signal }),
      threads.parse('feed', quadraticFeed(), { signal: controller.signal }),
    ].map((parse) => parse.catch((error: unknown) => error));
    expect(threads.pending).toBe(2);
    expect(threads.busy).toBe(true);
    await expect(threads.parse('feed', smallFeed)).rejects.toBeInstanceOf(FeedBusy);
    // Refused while both were still at work (they end only when aborted): at once, not after waiting for a place.
    expect(threads.pending).toBe(2);
    controller.abort(new Error('provider call timed out'));
    await Promise.all(running);
    expect(threads.busy).toBe(false);
    expect(await threads.parse('feed', smallFeed)).toHaveLength(1);
  });

  it('answers XML that is not RSS or Atom, and a DOCTYPE with entities, as a malformed feed', async () => {
    const threads = parser({ threads: 1 });
    await expect(threads.parse('feed', '<html><body>not a feed')).rejects.toMatchObject({
      kind: 'malformed',
      message: 'feed: answer is not an RSS or Atom feed',
    });
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY lol "lol">]><rss version="2.0"><channel><title>&xxe;&lol;</title></channel></rss>';
    await expect(threads.parse('feed', xxe)).rejects.toMatchObject({ kind: 'malformed' });
  });
});
