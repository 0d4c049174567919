import { createHash } from 'node:crypto';
import { cities, countyPlaces } from '@civicbrief/locations';
import { parseIsoDay } from './dates';
import { countByKind, seedPages } from './generate';
import { marketingPages } from './marketing';
import { SAMPLE_NOTE, SAMPLE_TAG, SAMPLE_TITLE_SUFFIX, type SeedPage } from './page';
import { policyGuidePages } from './policy-guides';

const reference = parseIsoDay('2026-11-25') as Date;
const firstDay = parseIsoDay('2024-01-01') as Date;

function digest(pages: Iterable<SeedPage>): string {
  const hash = createHash('sha256');
  for (const page of pages) hash.update(JSON.stringify(page));
  return hash.digest('hex');
}

describe('seedPages (every city, reference 2026-11-25)', () => {
  let pages: SeedPage[];
  beforeAll(() => {
    pages = [...seedPages({ reference })];
  });

  it('is deterministic: a second run gives identical pages, another reference date does not', () => {
    // A slice of the cities keeps the second run quick; every generator still runs.
    const some = cities.filter((_, index) => index % 25 === 0);
    expect(digest(seedPages({ reference, cities: some }))).toBe(digest(seedPages({ reference, cities: some })));
    expect(digest(seedPages({ reference: parseIsoDay('2026-06-30') as Date, cities: some }))).not.toBe(
      digest(seedPages({ reference, cities: some })),
    );
  });

  it("keeps a city's pages independent of which other cities are generated", () => {
    const first = cities[0];
    const alone = [...seedPages({ reference, cities: [first] })].filter((page) =>
      page.slug.startsWith(`${first.slug}/`),
    );
    expect(digest(alone)).toBe(digest(pages.filter((page) => page.slug.startsWith(`${first.slug}/`))));
  });

  it('lands near 50,000 pages with the expected count of each kind', () => {
    const counts = countByKind(pages);
    expect(pages.length).toBeGreaterThan(45_000);
    expect(pages.length).toBeLessThan(55_000);
    const singleCounties = countyPlaces().filter((place) => place.counties.length === 1).length;
    const states = new Set(cities.map((city) => city.stateCode)).size;
    expect(counts).toMatchObject({
      municode: cities.length,
      city: cities.length,
      resource: 3 * cities.length,
      article: 3 * cities.length + singleCounties + 2 * states + 1,
      'policy-guide': 6,
      marketing: 7,
      draft: 3,
    });
    expect(counts['meeting-summary']).toBeGreaterThan(20_000);
    expect(counts.agenda).toBeGreaterThan(15_000);
    // 4 index pages; one race per state, single county and city plus one presidential, each with 2-4 candidates.
    const races = 1 + states + singleCounties + cities.length;
    expect(counts['voter-guide']).toBeGreaterThanOrEqual(4 + 3 * races);
    expect(counts['voter-guide']).toBeLessThanOrEqual(4 + 5 * races);
  });

  it('gives every page a unique slug and id', () => {
    expect(new Set(pages.map((page) => page.slug)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length);
  });

  it('labels every generated page as sample content; our own copy (marketing, AI-policy guides) is only tagged for --reset', () => {
    const authoredSlugs = new Set([...marketingPages(2024), ...policyGuidePages(2024)].map((page) => page.slug));
    const authored = (page: SeedPage) => authoredSlugs.has(page.slug);
    expect(pages.filter((page) => !page.tags.includes(SAMPLE_TAG)).map((page) => page.slug)).toEqual([]);
    const ours = pages.filter(authored);
    expect(ours.length).toBeGreaterThanOrEqual(13);
    expect(
      ours
        .filter((page) => page.title.endsWith(SAMPLE_TITLE_SUFFIX) || page.props.content?.includes('fictional'))
        .map((page) => page.slug),
    ).toEqual([]);
    const unlabelled = pages.filter(
      (page) =>
        !authored(page) &&
        (!page.tags.includes(SAMPLE_TAG) ||
          !page.title.endsWith(SAMPLE_TITLE_SUFFIX) ||
          !page.metaConfiguration.description?.content.startsWith('Sample content: ') ||
          (page.props.content !== undefined && !page.props.content.startsWith(SAMPLE_NOTE))),
    );
    expect(unlabelled.map((page) => page.slug)).toEqual([]);
  });

  it('publishes within the last three years, up to the reference date; drafts are unpublished', () => {
    const misdated = pages.filter((page) =>
      page.status === 'draft'
        ? page.publishedAt !== null
        : !(page.publishedAt && page.publishedAt >= firstDay && page.publishedAt <= reference) ||
          !(page.firstPublishedAt && page.firstPublishedAt <= page.publishedAt),
    );
    expect(misdated.map((page) => page.slug)).toEqual([]);
  });

  it('covers every city with meeting pages of each body', () => {
    const bodies = ['city-council', 'planning-commission', 'utilities-commission'];
    const seen = new Map<string, Set<string>>();
    for (const page of pages) {
      if (!page.tags.includes('meeting-summary') && !page.tags.includes('agenda')) continue;
      const city = page.slug.split('/').slice(0, 3).join('/');
      seen.set(city, (seen.get(city) ?? new Set()).add(page.tags.find((tag) => bodies.includes(tag)) ?? ''));
    }
    expect(seen.size).toBe(cities.length);
    for (const found of seen.values()) expect([...found].sort()).toEqual(bodies);
  });
});
