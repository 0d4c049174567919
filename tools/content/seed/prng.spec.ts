import { createPrng, hashString } from './prng';

describe('createPrng', () => {
  it('gives the same sequence for the same key and another for another key', () => {
    const draw = (key: string) => {
      const prng = createPrng(key);
      return Array.from({ length: 20 }, () => prng.next());
    };
    expect(draw('saratoga')).toEqual(draw('saratoga'));
    expect(draw('saratoga')).not.toEqual(draw('palo-alto'));
  });

  it('keeps int() within its bounds and reaches both ends', () => {
    const prng = createPrng('bounds');
    const values = new Set(Array.from({ length: 500 }, () => prng.int(2, 5)));
    expect([...values].sort()).toEqual([2, 3, 4, 5]);
  });

  it('samples distinct items', () => {
    const prng = createPrng('sample');
    const items = ['a', 'b', 'c', 'd', 'e'];
    const chosen = prng.sample(items, 3);
    expect(new Set(chosen).size).toBe(3);
    expect(chosen.every((item) => items.includes(item))).toBe(true);
    expect(prng.sample(items, 9)).toHaveLength(5);
  });

  it('hashes strings stably (FNV-1a)', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });
});
