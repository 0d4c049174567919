import { isDigestDate } from '@civicbrief/contracts';
import { gatewayFor } from '@civicbrief/gateway-client/server';
import { cityPath, countyPath, type City } from '@civicbrief/locations';
import { CACHE, cacheHeaders } from '../../lib/cache-policy.server';
import type { Crumb } from '../content/content-article';
import { issueDay } from './issue-day';

const notFound = () => new Response('Not Found', { status: 404 });

/** The links around a city's newsletter pages: its crumbs, its page, its newsletter form. */
export function issueLinks(city: City, last: Crumb) {
  const cityHref = cityPath(city);
  const crumbs: Crumb[] = [
    { label: city.counties.join(', '), href: countyPath(city.stateCode, city.counties) ?? undefined },
    { label: city.name, href: cityHref },
    ...(last.label === 'Newsletter' ? [] : [{ label: 'Newsletter', href: `${cityHref}/newsletter` }]),
    last,
  ];
  const place = new URLSearchParams({ city: city.name, county: city.county, state: city.state });
  return { cityHref, crumbs, subscribeHref: `/subscribe?${place}` };
}

/** The issue of `date` for the page, or a 404 (a date that is not a day, or no issue that day). */
export async function loadIssue(request: Request, city: City, date: string) {
  if (!isDigestDate(date)) throw notFound();
  const issue = await gatewayFor(request).newsletterIssue(city.slug, date);
  if (!issue) throw notFound();
  return {
    data: { issue, ...issueLinks(city, { label: issueDay(date) }) },
    init: { headers: cacheHeaders(CACHE.page) },
  };
}

/** The city's issues, newest first. */
export async function loadIssueList(request: Request, city: City) {
  const list = await gatewayFor(request).newsletterIssues(city.slug);
  return {
    data: {
      city: { name: city.name, state: city.state },
      issues: list?.issues ?? [],
      ...issueLinks(city, { label: 'Newsletter' }),
    },
    init: { headers: cacheHeaders(CACHE.page) },
  };
}
