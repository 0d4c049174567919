import { addDays, isoDay, longDate, parseIsoDay, todayUtc } from './dates';

describe('seed dates', () => {
  it('parses only real days', () => {
    expect(parseIsoDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseIsoDay('2025-02-29')).toBeNull();
    expect(parseIsoDay('2025-2-01')).toBeNull();
    expect(parseIsoDay('yesterday')).toBeNull();
  });

  it('formats and moves days in UTC', () => {
    const day = parseIsoDay('2024-12-30') as Date;
    expect(isoDay(addDays(day, 3))).toBe('2025-01-02');
    expect(longDate(day)).toBe('December 30, 2024');
    expect(isoDay(todayUtc(new Date('2026-11-25T23:59:59Z')))).toBe('2026-11-25');
  });
});
