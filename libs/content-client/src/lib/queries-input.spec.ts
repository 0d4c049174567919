import { agendaSlugPrefixes, summaryIdPrefix, yearRange } from './queries-input';

describe('yearRange', () => {
  it('runs from 1 January of the year to 1 January of the next, in UTC', () => {
    expect(yearRange(2024)).toEqual({ from: '2024-01-01T00:00:00.000Z', to: '2025-01-01T00:00:00.000Z' });
  });

  it.each([24, 2024.5, Number.NaN, 10000])('refuses %p', (year) => {
    expect(() => yearRange(year)).toThrow(RangeError);
  });
});

describe('summaryIdPrefix', () => {
  it('is the replica id prefix of the spec', () => {
    expect(summaryIdPrefix('Palo Alto')).toBe('Replica: Gov Meeting Summary Page: Palo Alto');
  });
});

describe('agendaSlugPrefixes', () => {
  it('gives the city council, utilities commission and planning commission agenda slugs', () => {
    expect(agendaSlugPrefixes('/ca/santa-clara-county/saratoga/')).toEqual([
      'ca/santa-clara-county/saratoga/agenda/city-council-meeting-agenda-summary-',
      'ca/santa-clara-county/saratoga/agenda/utilities-commission-meeting-agenda-summary-',
      'ca/santa-clara-county/saratoga/summary/planning-commission-agenda-summary-',
    ]);
  });
});
