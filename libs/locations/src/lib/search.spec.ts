import { searchCities } from './search';

const names = (list: { name: string }[]) => list.map((c) => c.name);

describe('searchCities', () => {
  it('returns nothing for blank text or a bad limit', () => {
    expect(searchCities('')).toEqual([]);
    expect(searchCities('   ')).toEqual([]);
    expect(searchCities('sa', { limit: 0 })).toEqual([]);
  });

  it('matches a case-insensitive substring, at most 5 by default', () => {
    const found = searchCities('SAN');
    expect(found).toHaveLength(5);
    for (const city of found) expect(city.name.toLowerCase()).toContain('san');
  });

  it('sorts names starting with the text first, then alphabetically', () => {
    const found = names(searchCities('ana', { limit: 50 }));
    const starting = found.filter((n) => n.toLowerCase().startsWith('ana'));
    expect(found.slice(0, starting.length)).toEqual(starting);
    expect(starting).toEqual([...starting].sort((a, b) => a.localeCompare(b, 'en')));
    const rest = found.slice(starting.length);
    expect(rest.length).toBeGreaterThan(0);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names(searchCities('ana', { limit: 1 }))).toEqual(['Anaheim']);
  });

  it('puts a prefix match ahead of alphabetically earlier substring matches', () => {
    expect(names(searchCities('sara', { state: 'CA' }))[0]).toBe('Saratoga');
    expect(names(searchCities('jose', { state: 'CA' }))).toEqual(['San Jose']);
  });

  it('filters by state name or code', () => {
    const byName = searchCities('a', { state: 'Hawaii', limit: 100 });
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((c) => c.stateCode === 'HI')).toBe(true);
    expect(searchCities('a', { state: 'hi', limit: 100 })).toEqual(byName);
    expect(searchCities('a', { state: 'Atlantis' })).toEqual([]);
  });

  it('honours larger limits and lists each city once', () => {
    const found = searchCities('e', { limit: 10 });
    expect(found).toHaveLength(10);
    expect(new Set(found.map((c) => c.slug)).size).toBe(10);
    expect(names(searchCities('portland', { limit: 10 }))).toEqual(['Portland', 'Portland']);
  });

  it('ignores accents in names and queries', () => {
    expect(names(searchCities('saratóga'))).toContain('Saratoga');
  });
});
