import { contentKeys, pageKeys, placeOf } from './surrogate-keys';

describe('surrogate keys', () => {
  it('name the catalogue place of a page, from its state name or code', () => {
    expect(placeOf('/ca/santa-clara-county/saratoga')).toBe('ca/santa-clara-county/saratoga');
    expect(placeOf('/ca/santa-clara-county/saratoga/summary/city-council-2024')).toBe('ca/santa-clara-county/saratoga');
    expect(placeOf('/ca/santa-clara-county')).toBe('ca/santa-clara-county');
    expect(placeOf('/california')).toBe('ca');
    expect(placeOf('/california/feed.rss')).toBe('ca');
    expect(placeOf('ca/articles/water-rates')).toBe('ca');
  });

  it('never make a key of what the catalogue does not know', () => {
    expect(placeOf('/ca/nowhere-county/saratoga')).toBe('ca');
    expect(placeOf('/ca/santa-clara-county/<script>')).toBe('ca/santa-clara-county');
    expect(placeOf('/about')).toBeNull();
    expect(pageKeys('/ca/x y\r\nset-cookie: a=b')).toEqual(['site', 'place:ca']);
  });

  it('key a page by its place, else as a listing or a shared page', () => {
    expect(pageKeys('/ca/santa-clara-county/saratoga')).toEqual(['site', 'place:ca/santa-clara-county/saratoga']);
    expect(pageKeys('/search')).toEqual(['site', 'listing']);
    expect(pageKeys('/sitemaps/cities-1.xml')).toEqual(['site', 'listing']);
    expect(pageKeys('/about')).toEqual(['site', 'shared']);
    expect(pageKeys('/ai-policy-resources')).toEqual(['site', 'shared']);
  });

  it('purge a place and the places around it for its content, the shared pages for the rest', () => {
    expect(contentKeys('ca/santa-clara-county/saratoga/summary/city-council-2024')).toEqual([
      'place:ca',
      'place:ca/santa-clara-county',
      'place:ca/santa-clara-county/saratoga',
      'listing',
    ]);
    expect(contentKeys('marketing/about')).toEqual(['shared', 'listing']);
  });
});
