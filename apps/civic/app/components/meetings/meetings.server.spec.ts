import { ContentError, type ListingItem } from '@civicbrief/content-client';
import { fetchMeetings, fetchMeetingsPage, meetingsPageQueryOf, meetingsQueryOf } from './meetings.server';

const item = (slug: string): ListingItem => ({
  id: `id:${slug}`,
  title: `Title ${slug}`,
  slug,
  category: 'Meeting Summary',
  description: null,
  firstPublishedAt: null,
  publishedAt: null,
  meetingDate: null,
});

/** A content client over per-year totals: items are generated, newest first. */
function fakeContent(
  totals: Record<number, number>,
  span: { first: number | null; last: number | null } = { first: 2024, last: 2026 },
) {
  const calls: { year: number; skip?: number; limit?: number }[] = [];
  const content = {
    summaryYearSpan: jest.fn(async () => ({ total: Object.values(totals).reduce((a, b) => a + b, 0), ...span })),
    recentSummariesInYear: jest.fn(
      async ({ year, skip = 0, limit = 4 }: { citySlug: string; year: number; skip?: number; limit?: number }) => {
        calls.push({ year, skip, limit });
        const total = totals[year] ?? 0;
        const count = Math.max(0, Math.min(limit, total - skip));
        const items = Array.from({ length: count }, (_, index) =>
          item(`c/summary/city-council-meeting-summary-${year}-03-${String(28 - skip - index).padStart(2, '0')}`),
        );
        return { total, skip, limit, items };
      },
    ),
  };
  return { content, calls };
}

const now = new Date('2026-06-01T00:00:00Z');

describe('fetchMeetings', () => {
  it('runs the tabs from the oldest year to the current year, keeps only years with entries and defaults to the current year', async () => {
    const { content } = fakeContent({ 2023: 2, 2024: 0, 2025: 9, 2026: 6 }, { first: 2023, last: 2026 });
    const data = await fetchMeetings(content, { citySlug: 'c', now });
    expect(data).toMatchObject({ years: [2023, 2025, 2026], year: 2026, total: 6, pages: 1, pageSize: 4, error: null });
    expect(data.items).toHaveLength(4);
    expect(data.items[0]).toEqual({
      id: 'id:c/summary/city-council-meeting-summary-2026-03-28',
      title: 'Title c/summary/city-council-meeting-summary-2026-03-28',
      href: '/c/summary/city-council-meeting-summary-2026-03-28',
      date: 'March 28, 2026',
      category: 'Meeting Summary',
    });
  });

  it('defaults to the current year even when a newer (future-dated) or only older years have entries', async () => {
    const later = fakeContent({ 2025: 3, 2026: 2, 2027: 1 }, { first: 2025, last: 2027 });
    await expect(fetchMeetings(later.content, { citySlug: 'c', now })).resolves.toMatchObject({
      years: [2025, 2026, 2027],
      year: 2026,
      total: 2,
    });
    // Spec §9: the current year is the default tab; before its first summary it is shown, empty.
    const older = fakeContent({ 2024: 2, 2025: 3 }, { first: 2024, last: 2025 });
    await expect(fetchMeetings(older.content, { citySlug: 'c', now })).resolves.toMatchObject({
      years: [2024, 2025, 2026],
      year: 2026,
      total: 0,
      items: [],
    });
    await expect(fetchMeetings(older.content, { citySlug: 'c', year: 2025, now })).resolves.toMatchObject({
      year: 2025,
      total: 3,
    });
  });

  it('loads the asked-for year and every page shown so far in one request', async () => {
    const { content, calls } = fakeContent({ 2025: 9, 2026: 6 }, { first: 2025, last: 2026 });
    const data = await fetchMeetings(content, { citySlug: 'c', year: 2025, pages: 2, now });
    expect(data).toMatchObject({ year: 2025, total: 9, pages: 2 });
    expect(data.items).toHaveLength(8);
    expect(calls).toContainEqual({ year: 2025, skip: 0, limit: 8 });
  });

  it('falls back to the default tab, first page, for a year without entries or out of range', async () => {
    const { content } = fakeContent({ 2024: 0, 2025: 3, 2026: 5 });
    await expect(fetchMeetings(content, { citySlug: 'c', year: 2024, pages: 3, now })).resolves.toMatchObject({
      year: 2026,
      pages: 1,
      years: [2025, 2026],
    });
    await expect(fetchMeetings(content, { citySlug: 'c', year: 1990, now })).resolves.toMatchObject({
      year: 2026,
      total: 5,
    });
  });

  it('answers an empty list when the city has no summaries', async () => {
    const { content } = fakeContent({});
    content.summaryYearSpan.mockResolvedValue({ total: 0, first: null, last: null });
    await expect(fetchMeetings(content, { citySlug: 'c', now })).resolves.toMatchObject({
      years: [],
      year: null,
      items: [],
      error: null,
    });
    expect(content.recentSummariesInYear).not.toHaveBeenCalled();
  });

  it("carries the spec's message when the content API fails, and rethrows anything else", async () => {
    const { content } = fakeContent({ 2026: 1 });
    content.summaryYearSpan.mockRejectedValue(
      new ContentError("Oops! We're having trouble fetching the recent meetings summaries.", {
        kind: 'network',
        operation: 'SummaryYearSpan',
        cause: new Error('down'),
      }),
    );
    await expect(fetchMeetings(content, { citySlug: 'c', now })).resolves.toMatchObject({
      error: "Oops! We're having trouble fetching the recent meetings summaries.",
      items: [],
    });
    content.summaryYearSpan.mockRejectedValue(new TypeError('bug'));
    await expect(fetchMeetings(content, { citySlug: 'c', now })).rejects.toThrow('bug');
  });
});

describe('fetchMeetingsPage', () => {
  it('answers one page of 4 of a year', async () => {
    const { content, calls } = fakeContent({ 2025: 9 });
    const page = await fetchMeetingsPage(content, { citySlug: 'c', year: 2025, page: 3 });
    expect(calls).toEqual([{ year: 2025, skip: 8, limit: 4 }]);
    expect(page).toMatchObject({ year: 2025, page: 3, total: 9, error: null });
    expect(page.items).toHaveLength(1);
  });
});

describe('query parameters', () => {
  it('reads ?year= and ?pages= of the city page, ignoring malformed values and capping the pages', () => {
    expect(meetingsQueryOf(new URL('http://x/c?year=2025&pages=2'))).toEqual({ year: 2025, pages: 2 });
    expect(meetingsQueryOf(new URL('http://x/c?year=abc&pages=-1'))).toEqual({ year: null, pages: 1 });
    expect(meetingsQueryOf(new URL('http://x/c?pages=9999')).pages).toBe(25);
  });

  it('needs a four-digit year for the resource route', () => {
    expect(meetingsPageQueryOf(new URL('http://x/c/meetings?year=2025&page=2'))).toEqual({ year: 2025, page: 2 });
    expect(meetingsPageQueryOf(new URL('http://x/c/meetings?year=25'))).toBeNull();
    expect(meetingsPageQueryOf(new URL('http://x/c/meetings?page=2'))).toBeNull();
  });
});
