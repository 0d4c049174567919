import { freshRenderHref } from '@civicbrief/contracts';
import { Button, Card, CardGrid, ErrorState, LoadingState, Spinner, VisuallyHidden } from '@civicbrief/design-system';
import { useLocation } from '@remix-run/react';
import { MoreRow, Muted, TitledSection } from '../sections/titled-section';
import { renderSiteLink } from '../site-link';
import {
  hasMoreMeetings,
  MEETING_PAGES_PARAM,
  MEETING_YEAR_PARAM,
  MEETINGS_SECTION_ID,
  type MeetingListItem,
  type MeetingsData,
} from './meetings-data';
import { useMeetingsList } from './use-meetings-list';
import { isPlainClick, YearLinks } from './year-links';

export interface MeetingSummariesProps {
  data: MeetingsData;
  /** The city's path, '/ca/santa-clara-county/saratoga'. */
  cityPath: string;
  cityName: string;
}

const metaOf = (item: MeetingListItem) => [item.date, item.category].filter(Boolean).join(' · ') || undefined;

/**
 * The city's recent meeting summaries by year (spec §2 data screens, §4, §9): year tabs, 4 per page,
 * 'Show more' while more exist. Tabs and 'Show more' are links the city loader understands
 * (`?year=2025&pages=2`); with JavaScript they load in place.
 */
export function MeetingSummaries({ data, cityPath, cityName }: MeetingSummariesProps) {
  const { state, loading, selectYear, showMore, retry } = useMeetingsList(data, cityPath);
  const { search } = useLocation();
  const hrefWith = (values: Record<string, number>) => {
    const params = new URLSearchParams(search);
    params.delete(MEETING_PAGES_PARAM);
    for (const [name, value] of Object.entries(values)) params.set(name, String(value));
    return `${cityPath}?${params.toString()}#${MEETINGS_SECTION_ID}`;
  };
  const more = state.error === null && hasMoreMeetings(state.total, state.pages, data.pageSize);

  return (
    <TitledSection id={MEETINGS_SECTION_ID} heading="Meeting summaries">
      {state.year !== null && data.years.length > 0 && (
        <YearLinks
          label="Meeting summaries by year"
          years={data.years}
          selected={state.year}
          hrefFor={(year) => hrefWith({ [MEETING_YEAR_PARAM]: year })}
          onSelect={(year, event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            selectYear(year);
          }}
        />
      )}
      {state.error !== null ? (
        <ErrorState
          message={state.error}
          retryHref={freshRenderHref(cityPath, search, `#${MEETINGS_SECTION_ID}`)}
          onRetry={data.error === null ? retry : undefined}
        />
      ) : loading === 'replace' ? (
        <LoadingState label={`Loading the ${cityName} meeting summaries`} />
      ) : state.items.length === 0 ? (
        <Muted>
          {state.year === null
            ? `No meeting summaries for ${cityName} yet.`
            : `No meeting summaries for ${cityName} from ${state.year} yet.`}
        </Muted>
      ) : (
        <CardGrid as="ul" $columns={2} aria-label={`Meeting summaries from ${state.year}`}>
          {state.items.map((item) => (
            <li key={item.id}>
              <Card title={item.title} href={item.href} meta={metaOf(item)} renderLink={renderSiteLink} />
            </li>
          ))}
        </CardGrid>
      )}
      <VisuallyHidden aria-live="polite">
        {loading === null && state.error === null && state.year !== null
          ? `Showing ${state.items.length} of ${state.total} summaries from ${state.year}.`
          : ''}
      </VisuallyHidden>
      {more && loading !== 'replace' && (
        <MoreRow>
          {/* One link throughout, so keyboard focus stays on it while the next page loads. */}
          <Button
            as="a"
            href={hrefWith({ [MEETING_YEAR_PARAM]: state.year ?? 0, [MEETING_PAGES_PARAM]: state.pages + 1 })}
            $variant="secondary"
            aria-busy={loading === 'append' || undefined}
            onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              if (loading === null) showMore();
            }}
          >
            {loading === 'append' && <Spinner label="Loading more" $size="1rem" />}
            Show more
          </Button>
        </MoreRow>
      )}
    </TitledSection>
  );
}
