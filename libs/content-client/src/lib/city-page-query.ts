import { messages } from '@civicbrief/contracts';
import type { RunQuery } from './content-query';
import { CITY_PAGE_DATED_LIMIT, CityPageDocument } from './documents/city-page-documents';
import { toContentBlock, toListing, toListingItem } from './dto';
import { yearOf } from './meeting-queries';
import { INDEX_PAGE_SIZE, yearRange } from './queries-input';

export interface CityPageInput {
  citySlug: string;
  /** The last of the year tabs counted (the current year) and how many tabs end there. */
  lastYear: number;
  yearTabs: number;
  /** An asked-for year tab, or null. */
  year?: number | null;
  meetingsLimit: number;
  articlesLimit: number;
  resourcesLimit?: number;
}

export function cityPageQuery(run: RunQuery) {
  return {
    /**
     * A city page's content in one request: its meeting summaries' year span, their totals per year for the
     * `yearTabs` years up to `lastYear` (null when more than CITY_PAGE_DATED_LIMIT fall in them), the newest
     * `meetingsLimit` summaries (and `year`'s, when given), the newest `articlesLimit` articles whose slug
     * contains `{citySlug}/articles/`, whether `{citySlug}/municipal-code` exists, and the city's resource sheets.
     */
    async cityPage({
      citySlug,
      lastYear,
      yearTabs,
      year = null,
      meetingsLimit,
      articlesLimit,
      resourcesLimit = INDEX_PAGE_SIZE,
    }: CityPageInput) {
      const firstYear = lastYear - yearTabs + 1;
      const asked = yearRange(year ?? lastYear);
      const variables = {
        citySlug,
        from: yearRange(firstYear).from,
        to: yearRange(lastYear).to,
        datedLimit: CITY_PAGE_DATED_LIMIT,
        meetingsLimit,
        hasYear: year !== null,
        askedFrom: asked.from,
        askedTo: asked.to,
        articlesSlug: `${citySlug}/articles/`,
        articlesLimit,
        codeSlug: `${citySlug}/municipal-code`,
        resourcesSlug: `${citySlug}/resource-`,
        resourcesLimit,
      };
      const data = await run(CityPageDocument, variables, messages.defaultError);
      const complete = data.dated.items.length === data.dated.total;
      const yearTotals = new Map(Array.from({ length: yearTabs }, (_, i) => [firstYear + i, 0]));
      for (const item of data.dated.items) {
        const y = yearOf([item]);
        if (y !== null) yearTotals.set(y, (yearTotals.get(y) ?? 0) + 1);
      }
      return {
        span: { total: data.newest.total, first: yearOf(data.oldest.items), last: yearOf(data.newest.items) },
        yearTotals: complete ? yearTotals : null,
        meetings: toListing(data.meetings, toListingItem),
        askedYear: data.askedYear ? toListing(data.askedYear, toListingItem) : null,
        articles: toListing(data.articles, toListingItem),
        municipalCode: data.code.items.length > 0,
        resources: toListing(data.resources, toListingItem),
        blocks: (data.cityContent?.content ?? []).map(toContentBlock),
      };
    },
  };
}
