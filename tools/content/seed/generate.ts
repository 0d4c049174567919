import { cities as catalogue, type City } from '@civicbrief/locations';
import { cityArticlePages, regionalArticlePages } from './articles';
import { municipalCodePage, resourcePages } from './civic-resources';
import { draftPages } from './drafts';
import { cityContentPage } from './key-contacts';
import { marketingPages } from './marketing';
import { meetingPages } from './meetings/meeting-pages';
import type { SeedPage } from './page';
import { policyGuidePages } from './policy-guides';
import { voterGuidePages } from './voter-guides';

export interface SeedOptions {
  /** Midnight UTC. Content covers January 1 two years before it up to this day; same date, same rows. */
  reference: Date;
  /** Defaults to every city of @civicbrief/locations. */
  cities?: readonly City[];
}

/** The first year of "the last three years": the reference year and the two before. */
export function firstYearOf(reference: Date): number {
  return reference.getUTCFullYear() - 2;
}

/**
 * Every sample page, city by city, then the site-wide pages. A generator so the writer can insert in
 * batches without holding ~50,000 pages in memory at once.
 */
export function* seedPages(options: SeedOptions): Generator<SeedPage> {
  const { reference } = options;
  const firstYear = firstYearOf(reference);
  for (const city of options.cities ?? catalogue) {
    yield* meetingPages(city, firstYear, reference);
    yield* cityArticlePages(city, firstYear, reference);
    yield municipalCodePage(city, firstYear);
    yield* resourcePages(city, firstYear);
    yield cityContentPage(city, firstYear);
  }
  yield* regionalArticlePages(firstYear, reference);
  yield* voterGuidePages(reference);
  yield* policyGuidePages(firstYear);
  yield* marketingPages(firstYear);
  yield* draftPages(reference);
}

export const seedKinds = [
  'draft',
  'meeting-summary',
  'agenda',
  'article',
  'municode',
  'resource',
  'voter-guide',
  'policy-guide',
  'marketing',
  'city',
] as const;
export type SeedKind = (typeof seedKinds)[number];

/** What a page counts as in the seed report; drafts count apart whatever they are. */
export function kindOf(page: SeedPage): SeedKind {
  if (page.status === 'draft') return 'draft';
  const kind = seedKinds.find((candidate) => page.tags.includes(candidate));
  if (!kind) throw new Error(`Seed page ${page.slug} has no kind tag`);
  return kind;
}

export function countByKind(pages: Iterable<SeedPage>): Record<SeedKind, number> {
  const counts = Object.fromEntries(seedKinds.map((kind) => [kind, 0])) as Record<SeedKind, number>;
  for (const page of pages) counts[kindOf(page)]++;
  return counts;
}
