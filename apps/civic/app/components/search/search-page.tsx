import { SEARCH_LIMITS, searchMessages } from '@civicbrief/contracts';
import { ErrorState, FieldHint, theme } from '@civicbrief/design-system';
import { styled } from 'styled-components';
import { TitledPage } from '../sections/titled-page';
import { SearchForm } from './search-form';
import { SearchPaging, searchPageHref } from './search-paging';
import { SearchResults } from './search-results';
import type { SearchPageData } from './search-types';

const ResultsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin-top: ${theme.space[8]};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
  a {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Notice = styled.div`
  margin-top: ${theme.space[8]};
  padding: ${theme.space[4]};
  border-left: 4px solid ${theme.colors.primary};
  background: ${theme.colors.surface};

  p {
    margin: 0;
  }
  p + p {
    margin-top: ${theme.space[2]};
    color: ${theme.colors.mutedText};
  }
`;

const resultCount = (total: number, capped: boolean) =>
  capped
    ? `More than ${total.toLocaleString('en-US')} results`
    : `${total.toLocaleString('en-US')} result${total === 1 ? '' : 's'}`;

function Outcome({ data }: { data: SearchPageData }) {
  switch (data.state) {
    case 'empty':
      return (
        <Notice>
          <p>{searchMessages.emptyQuery}</p>
        </Notice>
      );
    case 'invalid':
      return (
        <Notice role="alert">
          <p>Please correct the search above.</p>
        </Notice>
      );
    case 'failed':
      return (
        <ErrorState
          role="alert"
          message={data.message}
          retryHref={`/search?${new URLSearchParams(Object.entries(data.values).filter(([, value]) => value))}`}
        />
      );
    case 'results':
      return <Results data={data} />;
    default:
      return data satisfies never;
  }
}

function Results({ data }: { data: Extract<SearchPageData, { state: 'results' }> }) {
  const alertHref = `/alerts/new?${data.query}`;
  if (!data.searchable) {
    return (
      <Notice role="status">
        <p>{data.onlyExclusions ? searchMessages.onlyExclusions : searchMessages.onlyCommonWords}</p>
      </Notice>
    );
  }
  const start = (data.page - 1) * SEARCH_LIMITS.pageSizeDefault + 1;
  return (
    <section aria-labelledby="search-results-heading">
      <ResultsHeader>
        <h2 id="search-results-heading">
          {resultCount(data.total, data.capped)} for “{data.values.q}”
        </h2>
        <a href={alertHref}>Alert me about new matches</a>
      </ResultsHeader>
      {data.items.length === 0 ? (
        <Notice>
          <p>{data.total === 0 ? searchMessages.noResults : `There are no results on page ${data.page}.`}</p>
          <p>
            {data.total === 0 ? (
              'Check the spelling, use fewer words, or remove a filter.'
            ) : (
              <a href={searchPageHref(data.query, 1)}>Back to the first page</a>
            )}
          </p>
        </Notice>
      ) : (
        <>
          <FieldHint>
            Most relevant first; titles count more than text.
            {data.capped &&
              ` Only the newest ${data.total.toLocaleString('en-US')} are ranked: add words or filters to narrow the search.`}
          </FieldHint>
          <SearchResults items={data.items} start={start} />
        </>
      )}
      <SearchPaging query={data.query} page={data.page} pageCount={data.pageCount} />
    </section>
  );
}

/** /search: the form (its values are the URL's), then what the search gave. */
export function SearchPage({ data }: { data: SearchPageData }) {
  return (
    <TitledPage
      title="Search every city"
      lead="Find meeting summaries, agendas and articles from every city CivicBrief covers."
    >
      <SearchForm
        // A new search (client navigation) remounts the form, so its fields show the new URL's values.
        key={JSON.stringify(data.values)}
        values={data.values}
        states={data.states}
        cities={data.cities}
        fieldErrors={data.state === 'invalid' ? data.fieldErrors : undefined}
      />
      <Outcome data={data} />
    </TitledPage>
  );
}
