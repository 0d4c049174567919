import { parseSummaryDate } from './summary-date';

describe('parseSummaryDate', () => {
  it('reads year, month and day from the last three parts', () => {
    expect(parseSummaryDate('city-council-meeting-summary-2024-03-15')).toEqual({
      year: 2024,
      month: 3,
      day: 15,
      iso: '2024-03-15',
    });
    expect(parseSummaryDate('ca/santa-clara-county/saratoga/summary/planning-commission-2025-1-7')?.iso).toBe(
      '2025-01-07',
    );
    expect(parseSummaryDate('2023-12-31')?.iso).toBe('2023-12-31');
    expect(parseSummaryDate('summary-2024-02-29')?.iso).toBe('2024-02-29');
  });

  it.each([
    'city-council-meeting-summary-2024-13-01',
    'city-council-meeting-summary-2024-00-10',
    'city-council-meeting-summary-2023-02-29',
    'city-council-meeting-summary-2024-02-30',
    'city-council-meeting-summary-2024-04-31',
    'city-council-meeting-summary-2024-04-00',
    'city-council-meeting-summary-2024-ab-01',
    'city-council-meeting-summary-24-04-01',
    'city-council-meeting-summary-2024-4-1x',
    'city-council-meeting-summary-2024-004-01',
    'city-council-meeting-summary',
    '04-01',
    '',
  ])('%j -> null', (slug) => {
    expect(parseSummaryDate(slug)).toBeNull();
  });

  it('answers null for a missing slug', () => {
    expect(parseSummaryDate(undefined)).toBeNull();
    expect(parseSummaryDate(null)).toBeNull();
  });
});
