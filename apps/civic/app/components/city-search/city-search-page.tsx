import { Link } from '@remix-run/react';
import { styled } from 'styled-components';
import { CityNotAvailable } from './city-not-available';
import { findCities } from './city-options';
import { useCityRequestModal } from './city-request-modal';
import { theme } from '@civicbrief/design-system';

export interface CitySearchResult {
  name: string;
  county: string;
  path: string;
}

/** Longest search text read; a city name is far shorter. */
const MAX_QUERY_LENGTH = 100;

/** The search page's and fetcher's answer for ?q=. */
export function citySearchData(url: URL): { query: string; results: CitySearchResult[] } {
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const results = findCities(query).map((city) => ({
    name: city.name,
    county: city.counties.join(', '),
    path: `/${city.slug}`,
  }));
  return { query, results };
}

const List = styled.ul`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }
  span {
    color: ${theme.colors.mutedText};
  }
`;

const Heading = styled.h2`
  font-size: ${theme.fontSizes.xl};
`;

/** The results of a search submitted without JavaScript: links to up to 5 cities, or the not-available message. */
export function CitySearchResults({ query, results }: { query: string; results: CitySearchResult[] }) {
  const { request, modal } = useCityRequestModal();
  return (
    <section aria-labelledby="city-search-results">
      <Heading id="city-search-results">Cities matching “{query}”</Heading>
      {modal}
      {results.length === 0 ? (
        <CityNotAvailable name={query} onRequest={request} />
      ) : (
        <List>
          {results.map((city) => (
            <li key={city.path}>
              <Link to={city.path}>{city.name}</Link> <span>{city.county}</span>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
