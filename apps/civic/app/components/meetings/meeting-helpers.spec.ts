import { formatMeetingDate, listingYear, meetingDateLabel } from './meeting-date';
import { isSlugSegment, listingSlugFor } from './meeting-slug';
import { formatMoney, formatStat, percentDifference } from './stat-format';
import { applyPage } from './use-meetings-list';

describe('meeting dates', () => {
  it('reads the meeting day from the slug, the year of a yearly listing, else nothing', () => {
    expect(formatMeetingDate('city-council-meeting-summary-2026-03-04')).toBe('March 4, 2026');
    expect(meetingDateLabel('planning-commission-meeting-summary-2025')).toBe('2025');
    expect(listingYear('planning-commission-meeting-summary-2025')).toBe(2025);
    expect(meetingDateLabel('city-council-meeting-summary-2026-02-30')).toBeNull();
  });
});

describe('listingSlugFor', () => {
  const city = 'ca/santa-clara-county/saratoga';
  it('points dated planning and utilities pages at their yearly listing', () => {
    expect(listingSlugFor(city, 'summary', 'planning-commission-agenda-summary-2025-06-04')).toBe(`${city}/summary/planning-commission-meeting-summary-2025`);
    expect(listingSlugFor(city, 'agenda', 'utilities-commission-meeting-agenda-summary-2024-01-10')).toBe(
      `${city}/summary/utilities-advisory-commission-meeting-summary-2024`,
    );
  });
  it('points other pages at their section', () => {
    expect(listingSlugFor(city, 'summary', 'city-council-meeting-summary-2025-06-04')).toBe(`${city}/summary`);
    expect(listingSlugFor(city, 'agenda', 'city-council-meeting-agenda-summary-2025-06-04')).toBe(`${city}/agenda`);
    expect(listingSlugFor(city, 'summary', 'planning-commission-meeting-summary-2025')).toBe(`${city}/summary`);
  });
  it('accepts only lowercase dashed slug segments', () => {
    expect(isSlugSegment('city-council-meeting-summary-2025-06-04')).toBe(true);
    expect(['', 'A-b', 'a--b', 'a_b', '-a', undefined].some((segment) => isSlugSegment(segment))).toBe(false);
  });
});

describe('statistic formatting', () => {
  it('writes money with a dollar sign and K, M or B', () => {
    expect(formatMoney(950)).toBe('$950');
    expect(formatMoney(420_000)).toBe('$420K');
    expect(formatMoney(1_250_000)).toBe('$1.3M');
    expect(formatMoney(999_960)).toBe('$1M');
    expect(formatMoney(2_500_000_000)).toBe('$2.5B');
    expect(formatMoney(-15_000)).toBe('-$15K');
  });
  it('formats percent and plain numbers', () => {
    expect(formatStat(42, 'percent')).toBe('42%');
    expect(formatStat(12345.6, 'number')).toBe('12,346');
  });
  it('gives the rounded percent difference with Higher or Lower', () => {
    expect(percentDifference(110, 100)).toBe('10% Higher');
    expect(percentDifference(300, 400)).toBe('25% Lower');
    expect(percentDifference(1, 3)).toBe('67% Lower');
    expect(percentDifference(5, 0)).toBeNull();
    expect(percentDifference(5, 5)).toBeNull();
  });
});

describe('applyPage', () => {
  const item = (id: string) => ({ id, title: id, href: `/${id}`, date: null, category: null });
  const state = { year: 2026, items: [item('a'), item('b'), item('c'), item('d')], total: 9, pages: 1, error: null };
  it('appends for Show more', () => {
    const next = applyPage(state, { mode: 'append', year: 2026, page: 2 }, { year: 2026, page: 2, items: [item('e')], total: 9, error: null });
    expect(next.items.map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(next.pages).toBe(2);
  });
  it('replaces for a tab change, from page 1', () => {
    const next = applyPage({ ...state, pages: 3 }, { mode: 'replace', year: 2025, page: 1 }, { year: 2025, page: 1, items: [item('z')], total: 1, error: null });
    expect(next).toEqual({ year: 2025, items: [item('z')], total: 1, pages: 1, error: null });
  });
  it('keeps the list and shows the error when a page fails', () => {
    const next = applyPage(state, { mode: 'replace', year: 2025, page: 1 }, { year: 2025, page: 1, items: [], total: 0, error: 'Oops' });
    expect(next).toMatchObject({ year: 2025, items: state.items, error: 'Oops' });
  });
});
