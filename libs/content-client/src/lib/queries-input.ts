/** Meeting summaries per page of the year-tab list, first page and each 'Show more' (spec §9). */
export const MEETING_PAGE_SIZE = 4;
/** Articles and news per list (spec §9). */
export const ARTICLE_PAGE_SIZE = 6;
/** Slugs one existence check asks for (spec §7, §9); also the content API's largest page. */
export const SLUG_EXISTENCE_LIMIT = 1000;
/** Pages per request of the municipal code and resource indexes: the content API's default page. */
export const INDEX_PAGE_SIZE = 100;

/** Start (inclusive) and end (exclusive) of a calendar year in UTC, as ISO date-times for a DateTime filter. */
export function yearRange(year: number): { from: string; to: string } {
  if (!Number.isInteger(year) || year < 1000 || year > 9998) throw new RangeError(`Not a four-digit year: ${year}`);
  const start = (y: number) => new Date(Date.UTC(y, 0, 1)).toISOString();
  return { from: start(year), to: start(year + 1) };
}

/** The text every meeting-summary page id of a city contains (spec §7). */
export function summaryIdPrefix(cityName: string): string {
  return `Replica: Gov Meeting Summary Page: ${cityName}`;
}

/**
 * Slug beginnings of a city's agenda summaries (spec §2 routes): city council and utilities commission
 * agendas, and planning commission agenda summaries, which live under /summary.
 * `cityPath` is the city's slug without a leading slash, e.g. 'ca/santa-clara-county/saratoga'.
 */
export function agendaSlugPrefixes(cityPath: string): [string, string, string] {
  const path = cityPath.replace(/^\/+|\/+$/g, '');
  return [
    `${path}/agenda/city-council-meeting-agenda-summary-`,
    `${path}/agenda/utilities-commission-meeting-agenda-summary-`,
    `${path}/summary/planning-commission-agenda-summary-`,
  ];
}
