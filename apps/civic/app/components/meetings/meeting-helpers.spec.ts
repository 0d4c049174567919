import { formatMeetingDate, listingYear, meetingDateLabel } from './meeting-date';
import { isSlugSegment, listingSlugFor } from './meeting-slug';
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
    expect(listingSlugFor(city, 'summary', 'planning-commission-agenda-summary-2025-06-04')).toBe(
      `${city}/summary/planning-commission-meeting-summary-2025`,
    );
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

describe('applyPage', () => {
  const item = (id: string) => ({ id, title: id, href: `/${id}`, date: null, category: null });
  const state = { year: 2026, items: [item('a'), item('b'), item('c'), item('d')], total: 9, pages: 1, error: null };
  it('appends for Show more', () => {
    const next = applyPage(
      state,
      { mode: 'append', year: 2026, page: 2 },
      { year: 2026, page: 2, items: [item('e')], total: 9, error: null },
    );
    expect(next.items.map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(next.pages).toBe(2);
  });
  it('replaces for a tab change, from page 1', () => {
    const next = applyPage(
      { ...state, pages: 3 },
      { mode: 'replace', year: 2025, page: 1 },
      { year: 2025, page: 1, items: [item('z')], total: 1, error: null },
    );
    expect(next).toEqual({ year: 2025, items: [item('z')], total: 1, pages: 1, error: null });
  });
  it('keeps the list and shows the error when a page fails', () => {
    const next = applyPage(
      state,
      { mode: 'replace', year: 2025, page: 1 },
      { year: 2025, page: 1, items: [], total: 0, error: 'Oops' },
    );
    expect(next).toMatchObject({ year: 2025, items: state.items, error: 'Oops' });
  });
});
