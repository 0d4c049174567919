import { ErrorState, SectionTitle, theme } from '@civicbrief/design-system';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { styled } from 'styled-components';
import type { StatePages } from './index-pages.server';
import { TitledPage } from '../sections/titled-page';
import { LinkGrid } from './link-grid';

const States = styled.div`
  display: grid;
  gap: ${theme.space[8]};
`;

const StateBlock = styled.section`
  display: grid;
  gap: ${theme.space[3]};
`;

const CityName = styled.h3`
  font-size: ${theme.fontSizes.lg};
`;

const CityBlock = styled.div`
  display: grid;
  gap: ${theme.space[1]};
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
            <LinkGrid $columnWidth="14rem" $gap={2}>
              {group.cities.flatMap((entry) =>
                entry.pages.map((page) => (
                  <li key={page.slug}>
                    <Link to={`/${page.slug}`}>{entry.city.name}</Link>
                  </li>
                )),
              )}
            </LinkGrid>
          ) : (
            group.cities.map((entry) => (
              <CityBlock key={entry.city.slug}>
                <CityName>
                  <Link to={`/${entry.city.slug}`}>{entry.city.name}</Link>
                </CityName>
                <LinkGrid $columnWidth="14rem" $gap={2}>
                  {entry.pages.map((page) => (
                    <li key={page.slug}>
                      <Link to={`/${page.slug}`}>{page.title}</Link>
                    </li>
                  ))}
                </LinkGrid>
              </CityBlock>
            ))
          )}
        </StateBlock>
      ))}
    </States>
  );
}

/** The municipal code or resources index page: its title and lead over the loader's state index. */
export function StateIndexPage({
  title,
  lead,
  layout,
}: {
  title: string;
  lead: string;
  layout: StateIndexProps['layout'];
}) {
  const data = useLoaderData<Pick<StateIndexProps, 'groups' | 'error'>>();
  return (
    <TitledPage title={title} lead={lead}>
      <StateIndex groups={data.groups} error={data.error} layout={layout} />
    </TitledPage>
  );
}
