import type { ListingItemResult, PageResult } from './documents/result-types';
import {
  categoryOf,
  keywordList,
  toContentPage,
  toIsoDate,
  toListing,
  toListingItem,
  toSummaryIdItem,
  toVoterGuideItem,
} from './dto';

const meta = (keywords: string | null, description: string | null = null) => ({
  keywords: { content: keywords },
  description: { content: description },
});

const summary: ListingItemResult = {
  id: 'Replica: Gov Meeting Summary Page: Saratoga 2024-03-05',
  title: 'City Council, 5 March 2024',
  slug: 'ca/santa-clara-county/saratoga/summary/city-council-meeting-summary-2024-3-05',
  sys: { firstPublishedAt: '2024-03-07T10:00:00Z', publishedAt: '2024-03-08T09:30:00.000+02:00' },
  metaConfiguration: meta(' Housing , Zoning,Budget', '  Council approved the budget. '),
};

describe('categoryOf and keywordList', () => {
  it.each([
    ['Housing, Zoning', 'Housing', ['Housing', 'Zoning']],
    ['  Transit  ', 'Transit', ['Transit']],
    [', Zoning', null, ['Zoning']],
    ['', null, []],
    ['   ', null, []],
    [null, null, []],
  ])('%p -> category %p, keywords %p', (keywords, category, list) => {
    expect(categoryOf(meta(keywords))).toBe(category);
    expect(keywordList(meta(keywords))).toEqual(list);
  });

  it('reads a missing keywords object as no category', () => {
    expect(categoryOf({ keywords: null, description: null })).toBeNull();
    expect(categoryOf(undefined)).toBeNull();
  });
});

describe('toIsoDate', () => {
  it.each([
    ['2024-03-07T10:00:00Z', '2024-03-07T10:00:00.000Z'],
    ['2024-03-08T09:30:00.000+02:00', '2024-03-08T07:30:00.000Z'],
    ['not a date', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p -> %p', (value, iso) => {
    expect(toIsoDate(value)).toBe(iso);
  });
});

describe('toListingItem', () => {
  it('maps a summary with its category, description, ISO dates and meeting date', () => {
    expect(toListingItem(summary)).toEqual({
      id: summary.id,
      title: summary.title,
      slug: summary.slug,
      category: 'Housing',
      description: 'Council approved the budget.',
      firstPublishedAt: '2024-03-07T10:00:00.000Z',
      publishedAt: '2024-03-08T07:30:00.000Z',
      meetingDate: { year: 2024, month: 3, day: 5, iso: '2024-03-05' },
    });
  });

  it('gives nulls for an article without keywords, description, dates or a dated slug', () => {
    const item = toListingItem({
      ...summary,
      slug: 'ca/articles/new-bike-lanes',
      sys: { firstPublishedAt: null, publishedAt: null },
      metaConfiguration: { keywords: null, description: { content: '   ' } },
    });
    expect(item).toMatchObject({
      category: null,
      description: null,
      firstPublishedAt: null,
      publishedAt: null,
      meetingDate: null,
    });
  });

  it('maps a listing page keeping total, skip and limit', () => {
    expect(toListing({ total: 9, skip: 4, limit: 4, items: [summary] }, toListingItem)).toMatchObject({
      total: 9,
      skip: 4,
      limit: 4,
      items: [{ slug: summary.slug, category: 'Housing' }],
    });
  });
});

describe('toSummaryIdItem and toVoterGuideItem', () => {
  it('reads the meeting date of a summary id item', () => {
    expect(
      toSummaryIdItem({ id: 'x', title: 't', slug: 'a/summary/planning-commission-agenda-summary-2023-02-30' })
        .meetingDate,
    ).toBeNull();
    expect(
      toSummaryIdItem({ id: 'x', title: 't', slug: 'a/summary/planning-commission-agenda-summary-2023-12-01' })
        .meetingDate?.iso,
    ).toBe('2023-12-01');
  });

  it('maps a voter guide', () => {
    const guide = toVoterGuideItem({
      id: 'g1',
      title: 'Mayor race',
      slug: 'voter-guide/saratoga-mayor-race',
      sys: { firstPublishedAt: '2024-10-01T00:00:00Z' },
      metaConfiguration: meta('Elections', 'Who is running'),
    });
    expect(guide).toEqual({
      id: 'g1',
      title: 'Mayor race',
      slug: 'voter-guide/saratoga-mayor-race',
      category: 'Elections',
      description: 'Who is running',
      firstPublishedAt: '2024-10-01T00:00:00.000Z',
    });
  });
});

describe('toContentPage', () => {
  const page: PageResult = {
    id: 'p1',
    title: 'AI policy',
    slug: 'ai-policy-resources/procurement',
    tags: ['policy-guide'],
    sys: { id: 'p1', firstPublishedAt: '2025-01-02T03:04:05Z', publishedAt: null },
    metaConfiguration: meta('AI, Procurement', 'How to buy AI'),
    content: [
      { block: 'Hero', props: { title: 'Hi' } },
      { block: 'Login', props: null },
      { block: 'List', props: [1, 2] },
    ],
    props: { content: '##### Topic\n###### Section' },
  };

  it('maps blocks, keywords and the guide markdown', () => {
    expect(toContentPage(page)).toEqual({
      id: 'p1',
      title: 'AI policy',
      slug: 'ai-policy-resources/procurement',
      tags: ['policy-guide'],
      keywords: ['AI', 'Procurement'],
      category: 'AI',
      description: 'How to buy AI',
      firstPublishedAt: '2025-01-02T03:04:05.000Z',
      publishedAt: null,
      content: [
        { block: 'Hero', props: { title: 'Hi' } },
        { block: 'Login', props: {} },
        { block: 'List', props: {} },
      ],
      props: { content: '##### Topic\n###### Section' },
      markdown: '##### Topic\n###### Section',
    });
  });

  it('has no markdown when props is missing or props.content is not text', () => {
    expect(toContentPage({ ...page, props: null })).toMatchObject({ props: null, markdown: null });
    expect(toContentPage({ ...page, props: 'text' })).toMatchObject({ props: null, markdown: null });
    expect(toContentPage({ ...page, props: { content: 42 } })).toMatchObject({
      props: { content: 42 },
      markdown: null,
    });
  });
});
