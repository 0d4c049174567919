import {
  Breadcrumb,
  Card,
  CardGrid,
  Content,
  ErrorState,
  Lead,
  PageTitle,
  Section,
  theme,
} from '@civicbrief/design-system';
import { Link, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { styled } from 'styled-components';
import { renderSiteLink } from '../site-link';
import type { VoterIndexData } from './index-data.server';
import { RACE_PAGE_SIZE, VOTER_INDEXES } from './levels';
import { pageMeta } from '../sections/page-meta';

const Races = styled(CardGrid)`
  > li {
    display: block;
  }
`;

const More = styled(Link)`
  justify-self: center;
  padding: ${theme.space[3]} ${theme.space[6]};
  border: 1px solid ${theme.colors.primary};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
`;

const countLabel = (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? 'race' : 'races'}`;

/** A voter guide index (/presidential-election ...): a card per race, newest first, with 'Show more' as a real link. */
export function VoterIndexPage() {
  const data = useLoaderData<VoterIndexData>();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const index = VOTER_INDEXES[data.level];
  const loadingMore = navigation.state === 'loading' && navigation.location.pathname === pathname;
  return (
    <Section>
      <Content>
        <Breadcrumb items={[{ label: index.title }]} renderLink={renderSiteLink} />
        <PageTitle>{index.title}</PageTitle>
        <Lead>{index.intro}</Lead>
        {data.error ? (
          <ErrorState message={data.error} retryHref={`${pathname}${data.page > 1 ? `?page=${data.page}` : ''}`} />
        ) : data.races.length === 0 ? (
          <p>There are no voter guides for these elections yet.</p>
        ) : (
          <>
            <Races as="ul" aria-label="Races">
              {data.races.map((race) => (
                <li key={race.slug}>
                  <Card
                    title={race.title}
                    href={`/${race.slug}`}
                    description={race.description}
                    headingLevel={2}
                    renderLink={renderSiteLink}
                  />
                </li>
              ))}
            </Races>
            <p aria-live="polite">{countLabel(data.races.length, data.total)}</p>
            {data.total > data.races.length && (
              <More to={`?page=${data.page + 1}`} preventScrollReset aria-disabled={loadingMore || undefined}>
                {loadingMore
                  ? 'Loading…'
                  : `Show ${Math.min(RACE_PAGE_SIZE, data.total - data.races.length)} more races`}
              </More>
            )}
          </>
        )}
      </Content>
    </Section>
  );
}

export const voterIndexMeta = ({ data }: { data?: VoterIndexData }) => {
  if (!data) return [];
  const index = VOTER_INDEXES[data.level];
  return pageMeta(index.title, index.intro);
};
