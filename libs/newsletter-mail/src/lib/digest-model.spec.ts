import { austin, saratoga } from './digest-mail.fixtures';
import { digestPreview, formatDay } from './subject-and-preview';

describe('the digest model', () => {
  it('writes days in words, in UTC', () => {
    expect(formatDay('2026-03-04')).toBe('March 4, 2026');
    expect(formatDay('2026-03-04T23:30:00-08:00')).toBe('March 5, 2026');
    expect(formatDay('not a date')).toBeNull();
  });

  it('previews what the issues hold, the items left out counted', () => {
    expect(digestPreview([saratoga])).toBe(
      '9 meeting summaries, 1 agenda, 1 article, 1 voter guide and 1 upcoming meeting for Saratoga.',
    );
    expect(digestPreview([austin])).toBe('1 article for Austin.');
    const paloAlto = { ...austin, citySlug: 'ca/santa-clara-county/palo-alto', cityName: 'Palo Alto' };
    expect(digestPreview([austin, saratoga, paloAlto])).toMatch(/ for Austin and 2 more cities\.$/);
  });
});
