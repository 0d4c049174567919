import { ErrorState, SectionTitle } from '@civicbrief/design-system';
import { Link, useLocation } from '@remix-run/react';
import styled from 'styled-components';
import type { StatePages } from '../directory/index-pages.server';

const States = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

const StateBlock = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const CityName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const CityBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

export interface StateIndexProps {
  groups: StatePages[];
  error: string | null;
  /** 'cities': one link per city to its single page; 'pages': a heading per city with its pages listed. */
  layout: 'cities' | 'pages';
}

/** Content pages grouped by state (h2), as city links or as each city's page links. */
export function StateIndex({ groups, error, layout }: StateIndexProps) {
  const { pathname, search } = useLocation();
  if (error !== null) return <ErrorState message={error} retryHref={`${pathname}${search}`} />;
  return (
    <States>
      {groups.map((group) => (
        <StateBlock key={group.state} aria-label={group.state}>
          <SectionTitle>{group.state}</SectionTitle>
          {layout === 'cities' ? (
            <Links>
              {group.cities.flatMap((entry) =>
                entry.pages.map((page) => (
                  <li key={page.slug}>
                    <Link to={`/${page.slug}`}>{entry.city.name}</Link>
                  </li>
                )),
              )}
            </Links>
          ) : (
            group.cities.map((entry) => (
              <CityBlock key={entry.city.slug}>
                <CityName>
                  <Link to={`/${entry.city.slug}`}>{entry.city.name}</Link>
                </CityName>
                <Links>
                  {entry.pages.map((page) => (
                    <li key={page.slug}>
                      <Link to={`/${page.slug}`}>{page.title}</Link>
                    </li>
                  ))}
                </Links>
              </CityBlock>
            ))
          )}
        </StateBlock>
      ))}
    </States>
  );
}
