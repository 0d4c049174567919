import type { DigestIssueSummary } from '@civicbrief/contracts';
import { theme, type BreadcrumbItem } from '@civicbrief/design-system';
import { styled } from 'styled-components';
import { issueDay } from './issue-day';
import type { IssueCity } from './issue-view';
import { NewsletterPage } from './newsletter-header';

const Issues = styled.ul`
  display: grid;
  gap: ${theme.space[3]};
  max-width: 48rem;
  padding: 0;
  list-style: none;

  a {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Count = styled.span`
  color: ${theme.colors.mutedText};
`;

export interface IssueListProps {
  city: IssueCity;
  crumbs: BreadcrumbItem[];
  issues: DigestIssueSummary[];
}

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** A city's newsletter issues, newest first, each linking to its web version. */
export function IssueList({ city, crumbs, issues }: IssueListProps) {
  return (
    <NewsletterPage
      city={city}
      crumbs={crumbs}
      title={`${city.name} newsletter`}
      lead={`Each issue lists what was published for ${city.name}, ${city.state} since the one before: meeting summaries, agendas, articles, voter guides and upcoming meetings.`}
      link={{ href: city.path, label: <>The {city.name} page</> }}
    >
      {issues.length === 0 ? (
        <p>No issue yet: the first comes with the next news published for {city.name}.</p>
      ) : (
        <Issues aria-label={`${city.name} newsletter issues`}>
          {issues.map((issue) => (
            <li key={issue.date}>
              <a href={`${city.path}/newsletter/${issue.date}`}>{issueDay(issue.date)}</a>{' '}
              <Count>({items(issue.items)})</Count>
            </li>
          ))}
        </Issues>
      )}
    </NewsletterPage>
  );
}
