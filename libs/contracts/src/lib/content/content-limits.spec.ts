import { CONTENT_LIST_LIMITS, PageCollectionBounds, PageLookupBounds, PageImportInput } from '../../index';

const firstMessage = (input: unknown) => PageCollectionBounds.safeParse(input).error?.issues[0].message;
const slugs = (count: number) => Array.from({ length: count }, (_, index) => `ca/city-${index}`);

describe('PageCollectionBounds', () => {
  it('takes what the apps send: 1000 slugs to check, three contains texts, null for absent values', () => {
    const agenda = {
      slug_contains_some: ['a/agenda/x-', 'a/agenda/y-', 'a/summary/z-'],
      tags_contains_some: ['agenda', 'meeting-summary'],
    };
    expect(
      PageCollectionBounds.safeParse({ where: { slug_in: slugs(1000), domain: 'gov' }, limit: 1000 }).success,
    ).toBe(true);
    expect(
      PageCollectionBounds.safeParse({ where: agenda, order: ['firstPublishedAt_DESC'], skip: 4, limit: 4 }).success,
    ).toBe(true);
    expect(PageCollectionBounds.safeParse({ where: null, order: null, skip: null, limit: null }).success).toBe(true);
  });

  it('refuses longer lists, naming the argument and its limit', () => {
    expect(firstMessage({ where: { slug_contains_some: slugs(11) } })).toBe(
      'slug_contains_some takes at most 10 values',
    );
    expect(firstMessage({ where: { slug_in: slugs(1001) } })).toBe('slug_in takes at most 1000 values');
    expect(firstMessage({ where: { slug_not_in: slugs(101) } })).toBe('slug_not_in takes at most 100 values');
    expect(firstMessage({ where: { tags_contains_all: slugs(21) } })).toBe('tags_contains_all takes at most 20 values');
    expect(firstMessage({ where: { tags_contains_some: slugs(21) } })).toBe(
      'tags_contains_some takes at most 20 values',
    );
    expect(firstMessage({ order: Array(6).fill('slug_ASC') })).toBe('order takes at most 5 terms');
    expect(Object.keys(CONTENT_LIST_LIMITS)).toEqual([
      'slug_in',
      'slug_not_in',
      'slug_contains_some',
      'tags_contains_all',
      'tags_contains_some',
      'order',
    ]);
  });

  it('refuses texts over 300 characters or with NUL, and paging out of range', () => {
    expect(firstMessage({ where: { slug_contains: 'x'.repeat(301) } })).toBe(
      'slug_contains is longer than 300 characters',
    );
    expect(firstMessage({ where: { slug_in: ['ok', 'y'.repeat(301)] } })).toBe(
      'a slug_in value is longer than 300 characters',
    );
    expect(firstMessage({ where: { id_contains: 'sara\u0000toga' } })).toBe(
      'id_contains must not contain a NUL character',
    );
    expect(firstMessage({ limit: 1001 })).toBe('limit must be between 0 and 1000');
    expect(firstMessage({ skip: -1 })).toBe('skip must be 0 or more');
  });
});

describe('PageLookupBounds', () => {
  it('bounds the slug of one page', () => {
    expect(PageLookupBounds.safeParse({ slug: 'marketing/home' }).success).toBe(true);
    expect(PageLookupBounds.safeParse({ slug: 's'.repeat(301) }).error?.issues[0].message).toBe(
      'slug is longer than 300 characters',
    );
  });

  it('is the same bound the import puts on slugs', () => {
    const long = PageImportInput.safeParse({ slug: `a/${'b'.repeat(299)}`, title: 'T' });
    expect(long.error?.issues[0].message).toBe('slug is longer than 300 characters');
  });
});
