import type { DigestIssueList } from '@civicbrief/contracts';
import { gatewayFor } from '@civicbrief/gateway-client/server';
import { cities, cityPath, type City } from '@civicbrief/locations';

/** How many cities' lists of issues are asked of the gateway at a time. */
export const ISSUE_LISTS_AT_ONCE = 8;

type ListIssues = (citySlug: string) => Promise<DigestIssueList | null>;

/**
 * The newsletter pages of every city with an issue (decision 046): its list, then each issue the gateway lists
 * (the newest DIGEST_LIST_LIMIT), in the catalogue's order. One gateway call per city, ISSUE_LISTS_AT_ONCE at a
 * time; a failed call fails the whole listing, as the sitemap's other sources do (no partial sitemap).
 */
export async function fetchIssuePaths(list: ListIssues, catalogue: readonly City[] = cities): Promise<string[]> {
  const perCity: string[][] = new Array(catalogue.length);
  let next = 0;
  const worker = async () => {
    while (next < catalogue.length) {
      const index = next++;
      const city = catalogue[index] as City;
      const issues = (await list(city.slug))?.issues ?? [];
      const page = `${cityPath(city)}/newsletter`;
      perCity[index] = issues.length > 0 ? [page, ...issues.map((issue) => `${page}/${issue.date}`)] : [];
    }
  };
  await Promise.all(Array.from({ length: Math.min(ISSUE_LISTS_AT_ONCE, catalogue.length) }, worker));
  return perCity.flat();
}

// As the content slugs (summary-slugs.server.ts): the sitemap index and its parts, fetched one after another by
// crawlers, share one listing for a few minutes.
const CACHE_MS = 5 * 60_000;
let cached: { at: number; paths: Promise<string[]> } | null = null;

/** The newsletter pages of every city, asked of the gateway as this server (no visitor), cached a few minutes. */
export function newsletterIssuePaths(now = Date.now()): Promise<string[]> {
  if (cached && now - cached.at < CACHE_MS) return cached.paths;
  const gateway = gatewayFor();
  const paths = fetchIssuePaths((slug) => gateway.newsletterIssues(slug));
  cached = { at: now, paths };
  // A failure must not be served for five minutes.
  paths.catch(() => {
    if (cached?.paths === paths) cached = null;
  });
  return paths;
}
