import { isDigestDate, type DigestIssueIndex } from '@civicbrief/contracts';
import { gatewayFor } from '@civicbrief/gateway-client/server';
import { cities, cityPath, type City } from '@civicbrief/locations';

/**
 * The newsletter pages of every city with an issue (decision 046): its list, then each issue the gateway lists (the
 * newest DIGEST_LIST_LIMIT), in the catalogue's order. A city or a date the catalogue or the calendar does not know
 * is left out: the sitemap only lists pages that answer.
 */
export function issuePathsOf(index: DigestIssueIndex, catalogue: readonly City[] = cities): string[] {
  const datesOf = new Map<string, string[]>();
  for (const { citySlug, date } of index.issues) {
    if (!isDigestDate(date)) continue;
    const dates = datesOf.get(citySlug) ?? [];
    dates.push(date);
    datesOf.set(citySlug, dates);
  }
  return catalogue.flatMap((city) => {
    const dates = datesOf.get(city.slug);
    if (!dates) return [];
    const page = `${cityPath(city)}/newsletter`;
    return [page, ...dates.map((date) => `${page}/${date}`)];
  });
}

// As the content slugs (summary-slugs.server.ts): the sitemap index and its parts, fetched one after another by
// crawlers, share one listing for a few minutes.
const CACHE_MS = 5 * 60_000;
let cached: { at: number; paths: Promise<string[]> } | null = null;

/**
 * The newsletter pages of every city, in one gateway call as this server (no visitor), cached a few minutes; a
 * failed call fails the sitemap, as its other sources do (no partial sitemap).
 */
export function newsletterIssuePaths(now = Date.now()): Promise<string[]> {
  if (cached && now - cached.at < CACHE_MS) return cached.paths;
  const paths = gatewayFor()
    .newsletterIssueIndex()
    .then((index) => issuePathsOf(index));
  cached = { at: now, paths };
  // A failure must not be served for five minutes.
  paths.catch(() => {
    if (cached?.paths === paths) cached = null;
  });
  return paths;
}
