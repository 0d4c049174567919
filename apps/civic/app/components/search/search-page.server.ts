import {
  SEARCH_LIMITS,
  SearchQuery,
  searchMessages,
  searchParamsOf,
  type SearchHit,
  type SearchResult,
} from '@civicbrief/contracts';
import { gatewayFor } from '@civicbrief/gateway-client/server';
import { citiesInState, cityCount, parseCityPath, slugify, usStates } from '@civicbrief/locations';
import type { SearchFormValues, SearchOption, SearchPageData, SearchResultItem } from './search-types';

/** The states with covered cities, for the state filter. */
const stateOptions: SearchOption[] = usStates
  .filter((state) => cityCount(state.code) > 0)
  .map((state) => ({ value: state.code.toLowerCase(), label: state.name }));

/** A state's cities for the city filter (value: the city's path segment, as the slugs and a saved alert have it). */
function cityOptions(state: string | undefined, chosen: string | undefined): SearchOption[] {
  const seen = new Set<string>();
  const options = (state ? citiesInState(state.toUpperCase()) : [])
    .map((city) => ({ value: slugify(city.name), label: city.name }))
    .filter((option) => !seen.has(option.value) && seen.add(option.value))
    .sort((a, b) => a.label.localeCompare(b.label));
  // A shared link may name a city without its state: it stays chosen.
  return chosen && !seen.has(chosen) ? [{ value: chosen, label: chosen }, ...options] : options;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'ca/santa-clara-county/saratoga/summary/…' -> 'Saratoga, CA'; a state's or county's page -> its state; else null. */
function placeOf(slug: string): string | null {
  const city = parseCityPath(`/${slug.split('/').slice(0, 3).join('/')}`);
  if (city) return `${city.name}, ${city.stateCode}`;
  const state = usStates.find((candidate) => slug.startsWith(`${candidate.code.toLowerCase()}/`));
  return state?.name ?? null;
}

function toItem(hit: SearchHit): SearchResultItem {
  return {
    href: `/${hit.slug}`,
    title: hit.title,
    snippet: hit.snippet,
    kind: hit.kind,
    meetingType: hit.meetingType,
    place: placeOf(hit.slug),
    date: hit.publishedAt ? dateFormat.format(new Date(hit.publishedAt)) : null,
    dateTime: hit.publishedAt,
  };
}

/** The form's values as the visitor sent them (bounded), kept in the form when the search is refused. */
function formValuesOf(params: URLSearchParams): SearchFormValues {
  const value = (name: string, max: number) => (params.get(name) ?? '').trim().slice(0, max);
  return {
    q: value('q', 400),
    state: value('state', 10),
    city: value('city', 100),
    type: value('type', 40),
    from: value('from', 10),
    to: value('to', 10),
  };
}

/**
 * The /search page's data: the form's values and options, then one of: nothing asked yet, refused filters (400,
 * with each field's message), results, or the search failing (503); or the same search's shorter URL to redirect
 * to. Never throws for the visitor's input.
 */
export async function searchPageData(
  request: Request,
): Promise<{ data: SearchPageData; status: number } | { redirect: string }> {
  const params = new URL(request.url).searchParams;
  const parsed = SearchQuery.safeParse(
    Object.fromEntries(['q', 'state', 'city', 'type', 'from', 'to', 'page'].map((name) => [name, params.get(name)])),
  );
  const values = formValuesOf(params);
  const base = {
    values,
    states: stateOptions,
    cities: parsed.success ? cityOptions(parsed.data.state, parsed.data.city) : [],
  };
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { data: { ...base, state: 'invalid', fieldErrors }, status: 400 };
  }
  const query = parsed.data;
  // A form sends its empty fields (from=&to=): the shared URL is the search without them.
  const canonical = searchParamsOf(query).toString();
  if (canonical !== params.toString()) return { redirect: canonical ? `/search?${canonical}` : '/search' };
  if (!query.q) return { data: { ...base, state: 'empty' }, status: 200 };
  let result: SearchResult;
  try {
    result = await gatewayFor(request).search(query);
  } catch {
    return { data: { ...base, state: 'failed', message: searchMessages.failed }, status: 503 };
  }
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return {
    data: {
      ...base,
      state: 'results',
      searchable: result.searchable,
      onlyExclusions: result.onlyExclusions ?? false,
      total: result.total,
      capped: result.capped,
      page: result.page,
      pageCount: Math.min(Math.ceil(result.total / result.pageSize), SEARCH_LIMITS.pageMax),
      items: result.hits.map(toItem),
      query: searchParamsOf(filters).toString(),
    },
    status: 200,
  };
}
