import { parseSummaryDate } from '@civicbrief/content-client';
import { cities, parseCityPath, parseCountyPath } from '@civicbrief/locations';
import { parseIsoDay } from './dates';
import { seedPages } from './generate';
import type { SeedPage } from './page';

const reference = parseIsoDay('2026-11-25') as Date;

const dated =
  /^(.+)\/(agenda\/city-council-meeting-agenda-summary|agenda\/utilities-commission-meeting-agenda-summary|summary\/planning-commission-agenda-summary|summary\/city-council-meeting-summary)-(\d{4}-\d{2}-\d{2})$/;
const yearly =
  /^(.+)\/summary\/(utilities-advisory-commission-meeting-summary|planning-commission-meeting-summary)-(\d{4})$/;

describe('seed slugs follow the spec patterns (§2 routes)', () => {
  let pages: SeedPage[];
  beforeAll(() => {
    // A slice of cities keeps this fast; the city-independent pages are all included.
    pages = [...seedPages({ reference, cities: cities.filter((_, index) => index % 20 === 0) })];
  });

  it('dated meeting slugs parse back to their city and to the date on their card', () => {
    const meetings = pages.filter((page) => dated.test(page.slug) && page.status === 'published');
    expect(meetings.length).toBeGreaterThan(1000);
    for (const page of meetings) {
      const [, cityPath, , day] = dated.exec(page.slug) as RegExpExecArray;
      const city = parseCityPath(cityPath);
      expect(city?.slug).toBe(cityPath);
      expect(parseSummaryDate(page.slug)?.iso).toBe(day);
      const cards = page.content[0].props['cards'] as { meetingDate: string }[];
      expect(cards[0].meetingDate).toBe(day);
      expect(page.id).toBe(`Replica: Gov Meeting Summary Page: ${city?.name}: ${page.slug}`);
      expect(page.tags).toContain(page.slug.includes('/agenda/') ? 'agenda' : 'meeting-summary');
      expect(page.metaConfiguration.keywords?.content).toMatch(
        new RegExp(`^(Meeting|Agenda) Summary, ${city?.name}, `),
      );
      expect(page.props.content).toMatch(/^##### .+$/m);
      expect(page.props.content).toMatch(/^###### .+$/m);
      const days = ((page.firstPublishedAt as Date).getTime() - (parseIsoDay(day) as Date).getTime()) / 86_400_000;
      expect(days >= 1 && days <= 3).toBe(true);
    }
  });

  it('yearly listing slugs carry a year of the last three and list that year only', () => {
    const listings = pages.filter((page) => yearly.test(page.slug));
    expect(listings.length).toBeGreaterThan(0);
    for (const page of listings) {
      const [, cityPath, , year] = yearly.exec(page.slug) as RegExpExecArray;
      expect(parseCityPath(cityPath)).not.toBeNull();
      expect(['2024', '2025', '2026']).toContain(year);
      const cards = page.content[0].props['cards'] as { meetingDate: string; meetingSummaryUrl: string }[];
      for (const card of cards) {
        expect(card.meetingDate.startsWith(year)).toBe(true);
        expect(pages.some((other) => `/${other.slug}` === card.meetingSummaryUrl)).toBe(true);
      }
    }
  });

  it('puts city, county and state content under real catalogue paths', () => {
    const states = new Set(cities.map((city) => city.stateCode.toLowerCase()));
    const misplaced = pages.filter((page) => {
      if (page.tags.includes('municode'))
        return !/\/municipal-code$/.test(page.slug) || !parseCityPath(page.slug.replace(/\/municipal-code$/, ''));
      if (page.tags.includes('resource'))
        return !/\/resource-[a-z-]+$/.test(page.slug) || !parseCityPath(page.slug.replace(/\/resource-[a-z-]+$/, ''));
      if (!page.tags.includes('article') || page.slug === 'articles' || page.status === 'draft') return false;
      const [base] = page.slug.split('/articles/');
      const segments = base.split('/').length;
      if (segments === 3) return !parseCityPath(base);
      if (segments === 2) return !parseCountyPath(base);
      return !states.has(base);
    });
    const depths = new Set(
      pages
        .filter((page) => page.slug.includes('/articles/'))
        .map((page) => page.slug.split('/articles/')[0].split('/').length),
    );
    expect([...depths].sort()).toEqual([1, 2, 3]);
    expect(misplaced.map((page) => page.slug)).toEqual([]);
  });

  it('voter guides: four index pages, races ending in -race with 2-4 candidate guides each', () => {
    const guides = pages.filter((page) => page.tags.includes('voter-guide'));
    const indexes = [
      'presidential-election',
      'state-level-elections',
      'county-level-elections',
      'city-level-elections',
    ];
    expect(
      guides
        .filter((page) => !page.slug.includes('/'))
        .map((page) => page.slug)
        .sort(),
    ).toEqual([...indexes].sort());
    const races = guides.filter((page) => page.slug.endsWith('-race'));
    expect(races.map((page) => page.slug)).toEqual(
      expect.arrayContaining([
        'presidential-election/2028-presidential-race',
        'state-level-elections/california-governor-race',
        'county-level-elections/santa-clara-county-board-of-supervisors-race',
      ]),
    );
    for (const race of races) {
      expect(indexes).toContain(race.slug.split('/')[0]);
      const candidates = guides.filter((page) => page.slug.startsWith(`${race.slug}/`));
      expect(candidates.length).toBeGreaterThanOrEqual(2);
      expect(candidates.length).toBeLessThanOrEqual(4);
      const listed = race.content[0].props['candidates'] as { guideSlug: string }[];
      expect(listed.map((candidate) => candidate.guideSlug).sort()).toEqual(candidates.map((page) => page.slug).sort());
      for (const candidate of candidates) expect(candidate.props.content).toMatch(/^##### .+\n\n###### /m);
    }
  });

  it('AI policy guides and marketing pages use their domains and slugs', () => {
    const policy = pages.filter((page) => page.tags.includes('policy-guide') && page.status === 'published');
    expect(policy.length).toBeGreaterThanOrEqual(4);
    for (const page of policy) {
      expect(page.domain).toBe('ai-policy');
      expect(page.slug).toMatch(/^ai-policy-resources\/[a-z-]+$/);
      expect(page.props.content).toMatch(/^##### .+\n\n###### /m);
    }
    const marketing = pages.filter((page) => page.tags.includes('marketing'));
    // Their slugs and blocks: marketing.spec.ts.
    expect(marketing.length).toBe(7);
    expect(marketing.every((page) => page.domain === 'marketing')).toBe(true);
  });
});
