import { ErrorResult, SEARCH_LIMITS, SearchResult, searchMessages } from '@civicbrief/contracts';
import { pages as pageRows } from '@civicbrief/gateway-db';
import { like } from 'drizzle-orm';
import fc from 'fast-check';
import { createPagesRepository } from '../../content/pages-repository';
import { loadSearchFixture, searchFixture as pages } from '../../search/search-fixture';
import { testDrivers } from '../../test/databases';
import { fuzzedQuery } from '../../test/intake-fuzz';
import { gatewayTest, testApp } from '../../test/gateway-test';
import { SEARCH_CANDIDATES_MAX } from '../../search/search-repository';

describe.each(testDrivers)('GET /api/search on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => {
    await loadSearchFixture(createPagesRepository(database.db));
    return { app: await testApp(database) };
  });

  const search = async (query: Record<string, string>) => {
    const response = await setup.app.inject({ method: 'GET', url: '/api/search', query });
    expect(response.statusCode).toBe(200);
    return SearchResult.parse(response.json());
  };
  const slugs = async (query: Record<string, string>) => (await search(query)).hits.map((hit) => hit.slug);
  const refused = async (query: Record<string, string>) => {
    const response = await setup.app.inject({ method: 'GET', url: '/api/search', query });
    expect(response.statusCode).toBe(400);
    return ErrorResult.parse(response.json());
  };

  it('finds summaries, agendas and articles by a word, never drafts, yearly listings or other kinds of page', async () => {
    const result = await search({ q: 'wildfire' });
    expect(result).toMatchObject({ total: 2, page: 1, pageSize: 20, searchable: true });
    expect(result.hits.map((hit) => hit.slug)).toEqual([pages.wildfireArticle, pages.utilitiesAgenda]);
  });

  it('ranks a title match above a body match, and more matches above fewer', async () => {
    // The article has the word in its title, the agenda (newer) in its body.
    expect(await slugs({ q: 'wildfire' })).toEqual([pages.wildfireArticle, pages.utilitiesAgenda]);
    // Both have "council" in the title; Saratoga's body has it twice, Portland's once.
    expect(await slugs({ q: 'council' })).toEqual([pages.councilSummary, pages.portlandSummary]);
  });

  it('matches a quoted phrase only with its words together and in order', async () => {
    expect(await slugs({ q: '"downtown housing"' })).toEqual([pages.councilSummary]);
    expect((await slugs({ q: 'downtown housing' })).sort()).toEqual(
      [pages.councilSummary, pages.planningSummary].sort(),
    );
  });

  it('takes `or` as either word and a leading - as an exclusion', async () => {
    expect((await slugs({ q: 'bike or pipeline' })).sort()).toEqual(
      [pages.portlandSummary, pages.utilitiesAgenda].sort(),
    );
    expect(await slugs({ q: 'bike pipeline' })).toEqual([]);
    expect((await slugs({ q: 'parking -meters' })).sort()).toEqual(
      [pages.planningSummary, pages.portlandSummary].sort(),
    );
  });

  it('matches words by their English stem (zoning ~ zoned, meter ~ meters), also in block text', async () => {
    expect((await slugs({ q: 'zoning' })).sort()).toEqual([pages.councilSummary, pages.planningSummary].sort());
    expect(await slugs({ q: 'meter' })).toEqual([pages.councilSummary]);
  });

  it('marks the matched words in the title and the snippet, as text parts', async () => {
    const [hit] = (await search({ q: 'bike lanes' })).hits;
    expect(hit).toMatchObject({
      slug: pages.portlandSummary,
      kind: 'meeting-summary',
      meetingType: 'city-council',
      publishedAt: '2024-11-13T00:00:00.000Z',
    });
    expect(hit?.title).toEqual([
      { text: 'Portland City Council: ', mark: false },
      { text: 'Bike', mark: true },
      { text: ' ', mark: false },
      { text: 'Lanes', mark: true },
    ]);
    expect(hit?.snippet.filter((part) => part.mark).map((part) => part.text)).toEqual(['bike', 'lanes']);
  });

  it('returns markup in a page as text, and a page cannot forge a mark', async () => {
    const [hit] = (await search({ q: 'budget' })).hits;
    expect(hit?.title.map((part) => part.text).join('')).toContain('<script>alert(1)</script>');
    const snippet = hit?.snippet ?? [];
    expect(snippet.filter((part) => part.mark).map((part) => part.text)).toEqual(['budget']);
    expect(snippet.map((part) => part.text).join('')).toContain('<img src=x onerror=alert(1)');
    for (const markCharacter of ['\u0002', '\u0003'])
      expect(snippet.map((part) => part.text).join('')).not.toContain(markCharacter);
  });

  it('filters by state, city, meeting type and publication dates', async () => {
    expect(await slugs({ q: 'council', state: 'or' })).toEqual([pages.portlandSummary]);
    expect(await slugs({ q: 'housing', city: 'los-gatos' })).toEqual([pages.planningSummary]);
    expect(await slugs({ q: 'housing', state: 'or', city: 'los-gatos' })).toEqual([]);
    expect(await slugs({ q: 'zoning', type: 'planning-commission' })).toEqual([pages.planningSummary]);
    expect(await slugs({ q: 'council', from: '2024-11-13', to: '2025-03-05' })).toEqual([
      pages.councilSummary,
      pages.portlandSummary,
    ]);
    expect(await slugs({ q: 'council', from: '2024-11-14', to: '2025-03-04' })).toEqual([]);
  });

  it('pages the results with the total of every page', async () => {
    expect(await search({ q: 'council', pageSize: '1' })).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 1,
      hits: [{ slug: pages.councilSummary }],
    });
    expect(await search({ q: 'council', pageSize: '1', page: '2' })).toMatchObject({
      total: 2,
      page: 2,
      hits: [{ slug: pages.portlandSummary }],
    });
    expect(await search({ q: 'council', pageSize: '1', page: '3' })).toMatchObject({ total: 2, page: 3, hits: [] });
  });

  it('answers an empty or stop-word-only query with nothing to search, and never fails on odd syntax', async () => {
    expect(await search({})).toEqual({ total: 0, capped: false, page: 1, pageSize: 20, searchable: false, hits: [] });
    expect(await search({ q: '   ' })).toMatchObject({ searchable: false, total: 0 });
    expect(await search({ q: 'the and of' })).toMatchObject({ searchable: false, total: 0 });
    for (const q of ['"', '-', 'or or', '"unclosed phrase', "'); drop table pages; --", '!!! & | <->', 'a:*']) {
      expect((await search({ q })).total).toBeGreaterThanOrEqual(0);
    }
    expect(await slugs({ q: 'bike' })).toEqual([pages.portlandSummary]);
  });

  it('refuses a query past 200 characters with a clear 400', async () => {
    const error = await refused({ q: 'x'.repeat(201) });
    expect(error.fieldErrors).toEqual({ q: [searchMessages.queryTooLong] });
    expect((await search({ q: 'x'.repeat(200) })).total).toBe(0);
  });

  it.each([
    [{ page: '51' }, 'page', searchMessages.pageInvalid],
    [{ page: '0' }, 'page', searchMessages.pageInvalid],
    [{ page: 'two' }, 'page', searchMessages.pageInvalid],
    [{ pageSize: '51' }, 'pageSize', searchMessages.pageSizeInvalid],
    [{ state: 'cal' }, 'state', searchMessages.stateInvalid],
    [{ city: '../etc' }, 'city', searchMessages.cityInvalid],
    [{ city: 'x'.repeat(101) }, 'city', searchMessages.cityInvalid],
    [{ type: 'school-board' }, 'type', searchMessages.typeInvalid],
    [{ from: '2025-02-30' }, 'from', searchMessages.dateInvalid],
    [{ to: 'yesterday' }, 'to', searchMessages.dateInvalid],
    [{ from: '2025-03-01', to: '2025-02-01' }, 'to', searchMessages.dateRangeInvalid],
  ])('refuses %j with a 400 naming the field', async (query, field, message) => {
    const error = await refused({ q: 'council', ...query });
    expect(error.fieldErrors?.[field]).toEqual([message]);
  });

  it('ranks the newest 1,000 matches of a word most pages have, and says there are more', async () => {
    const rows = Array.from({ length: SEARCH_LIMITS.rankedMax + 1 }, (_, index) => ({
      slug: `ca/santa-clara-county/saratoga/articles/quokka-${index}`,
      title: index === 0 ? 'Quokka quokka (the oldest)' : `Quokka report ${index}`,
      tags: ['article'],
      status: 'published' as const,
      firstPublishedAt: new Date(Date.UTC(2020, 0, 1) + index * 60_000),
    }));
    await setup.database.db.insert(pageRows).values(rows);
    try {
      const first = await search({ q: 'quokka' });
      expect(first).toMatchObject({ total: SEARCH_LIMITS.rankedMax, capped: true });
      // The oldest match ranks best, but is past the newest 1,000: never shown.
      expect(first.hits[0]?.slug).toBe('ca/santa-clara-county/saratoga/articles/quokka-1000');
      const last = await search({ q: 'quokka', page: String(SEARCH_LIMITS.pageMax) });
      expect(last.hits.map((hit) => hit.slug).at(-1)).toBe('ca/santa-clara-county/saratoga/articles/quokka-1');
      expect(await search({ q: 'quokka', pageSize: '50', page: '21' })).toMatchObject({
        total: SEARCH_LIMITS.rankedMax,
        capped: true,
        hits: [],
      });
      expect(await search({ q: 'quokka', city: 'los-gatos' })).toMatchObject({ total: 0, capped: false });
    } finally {
      await setup.database.db.delete(pageRows).where(like(pageRows.slug, '%/quokka-%'));
    }
  });

  it('finds the newest 1,000 matches of a common word among recent pages, as a search of every page would', async () => {
    const now = Date.now();
    const recent = Array.from({ length: SEARCH_LIMITS.rankedMax + 1 }, (_, index) => ({
      slug: `ca/santa-clara-county/saratoga/articles/numbat-${index}`,
      title: `Numbat report ${index}`,
      tags: ['article'],
      status: 'published' as const,
      firstPublishedAt: new Date(now - (index + 1) * 60_000),
    }));
    // Older, and a better match by rank: past the newest 1,000, so never shown, with or without a window.
    const older = {
      ...recent[0],
      slug: 'ca/santa-clara-county/saratoga/articles/numbat-old',
      title: 'Numbat numbat numbat',
      firstPublishedAt: new Date(now - 400 * 86_400_000),
    };
    await setup.database.db.insert(pageRows).values([...recent, older]);
    try {
      const first = await search({ q: 'numbat' });
      expect(first).toMatchObject({ total: SEARCH_LIMITS.rankedMax, capped: true });
      expect(first.hits.map((hit) => hit.slug)).not.toContain(older.slug);
      // With a place filter that only the old page passes, the search looks further back and finds it.
      await setup.database.db
        .update(pageRows)
        .set({ slug: 'ca/santa-clara-county/los-gatos/articles/numbat-old' })
        .where(like(pageRows.slug, '%/numbat-old'));
      expect(await slugs({ q: 'numbat', city: 'los-gatos' })).toEqual([
        'ca/santa-clara-county/los-gatos/articles/numbat-old',
      ]);
    } finally {
      await setup.database.db.delete(pageRows).where(like(pageRows.slug, '%/numbat-%'));
    }
  });

  it('answers a query that only leaves words out as nothing to search, without reading every page', async () => {
    for (const q of ['-wildfire', '-council -budget', 'council or -meeting']) {
      expect(await search({ q })).toEqual({
        total: 0,
        capped: false,
        page: 1,
        pageSize: 20,
        searchable: false,
        onlyExclusions: true,
        hits: [],
      });
    }
    // An exclusion beside a word still narrows that word's matches.
    expect((await slugs({ q: 'parking -meters' })).sort()).toEqual(
      [pages.planningSummary, pages.portlandSummary].sort(),
    );
  });

  it(`checks a phrase or an exclusion on the newest ${SEARCH_CANDIDATES_MAX.toLocaleString('en-US')} pages that have all of its words`, async () => {
    // The oldest has the phrase; every newer one has both words apart and the word "apart".
    const rows = Array.from({ length: SEARCH_CANDIDATES_MAX + 1 }, (_, index) => ({
      slug: `ca/santa-clara-county/saratoga/articles/wombat-${index}`,
      title: index === 0 ? 'Wombat burrow' : `Wombat report on a burrow, apart ${index}`,
      tags: ['article'],
      status: 'published' as const,
      firstPublishedAt: new Date(Date.UTC(2019, 0, 1) + index * 60_000),
    }));
    await setup.database.db.insert(pageRows).values(rows);
    try {
      expect(await search({ q: '"wombat burrow"' })).toMatchObject({ total: 0, searchable: true });
      expect(await search({ q: 'wombat -apart' })).toMatchObject({ total: 0, searchable: true });
      // Once it is among the newest, it is found.
      await setup.database.db.delete(pageRows).where(like(pageRows.slug, '%/wombat-1'));
      expect(await slugs({ q: '"wombat burrow"' })).toEqual(['ca/santa-clara-county/saratoga/articles/wombat-0']);
      expect(await slugs({ q: 'wombat -apart' })).toEqual(['ca/santa-clara-county/saratoga/articles/wombat-0']);
    } finally {
      await setup.database.db.delete(pageRows).where(like(pageRows.slug, '%/wombat-%'));
    }
  });

  it('answers any query string with its result or a 400, never a 5xx', async () => {
    const keys = ['q', 'state', 'city', 'type', 'from', 'to', 'page', 'pageSize'];
    await fc.assert(
      fc.asyncProperty(fuzzedQuery('q=council&state=ca', keys), async (query) => {
        const response = await setup.app.inject({ method: 'GET', url: `/api/search?${query}` });
        expect([200, 400]).toContain(response.statusCode);
        (response.statusCode === 200 ? SearchResult : ErrorResult).parse(response.json());
      }),
      { numRuns: 200 },
    );
  });

  it('may be kept by shared caches for a minute', async () => {
    const response = await setup.app.inject({ method: 'GET', url: '/api/search?q=council' });
    expect(response.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=300');
  });
});
