import { messages } from '@civicbrief/contracts';
import type { Paging, RunQuery } from './content-query';
import {
  RecentAgendaSummariesDocument,
  RecentSummariesDocument,
  SummaryIdsByCityDocument,
} from './documents/listing-documents';
import { RecentSummariesInYearDocument, SummaryYearSpanDocument } from './documents/summary-year-documents';
import { toIsoDate, toListing, toListingItem, toSummaryIdItem } from './dto';
import { MEETING_PAGE_SIZE, agendaSlugPrefixes, summaryIdPrefix, yearRange } from './queries-input';

export /** The UTC year the first item was first published, null without items. */
function yearOf(items: { sys: { firstPublishedAt: string | null } }[]): number | null {
  const iso = toIsoDate(items[0]?.sys.firstPublishedAt);
  return iso ? new Date(iso).getUTCFullYear() : null;
}

/** A city's meeting summaries: the newest, a year's, their year span, the agendas, the ids. */
export function meetingQueries(run: RunQuery) {
  return {
    async recentSummaries({ citySlug, skip = 0, limit = MEETING_PAGE_SIZE }: Paging & { citySlug: string }) {
      const data = await run(RecentSummariesDocument, { citySlug, skip, limit }, messages.meetingsLoadFailed);
      return toListing(data.pageCollection, toListingItem);
    },

    /** One year tab of the city's meeting summaries: first published within `year` (UTC), newest first. */
    async recentSummariesInYear({
      citySlug,
      year,
      skip = 0,
      limit = MEETING_PAGE_SIZE,
    }: Paging & { citySlug: string; year: number }) {
      const data = await run(
        RecentSummariesInYearDocument,
        { citySlug, ...yearRange(year), skip, limit },
        messages.meetingsLoadFailed,
      );
      return toListing(data.pageCollection, toListingItem);
    },

    /** How many meeting summaries the city has and the years (UTC) its oldest and newest were first published; null years when none. */
    async summaryYearSpan({
      citySlug,
    }: {
      citySlug: string;
    }): Promise<{ total: number; first: number | null; last: number | null }> {
      const data = await run(SummaryYearSpanDocument, { citySlug }, messages.meetingsLoadFailed);
      return { total: data.newest.total, first: yearOf(data.oldest.items), last: yearOf(data.newest.items) };
    },

    /** `cityPath`: the city's slug, e.g. 'ca/santa-clara-county/saratoga'. */
    async recentAgendaSummaries({
      cityPath,
      year,
      skip = 0,
      limit = MEETING_PAGE_SIZE,
    }: Paging & { cityPath: string; year: number }) {
      const [citySlug, citySlug2, citySlug3] = agendaSlugPrefixes(cityPath);
      const variables = { citySlug, citySlug2, citySlug3, ...yearRange(year), skip, limit };
      const data = await run(RecentAgendaSummariesDocument, variables, messages.meetingsLoadFailed);
      return toListing(data.pageCollection, toListingItem);
    },

    async summaryIdsByCity(cityName: string) {
      const data = await run(
        SummaryIdsByCityDocument,
        { idContains: summaryIdPrefix(cityName) },
        messages.meetingsLoadFailed,
      );
      return { total: data.pageCollection.total, items: data.pageCollection.items.map(toSummaryIdItem) };
    },
  };
}
