import type { DigestIssueSummary } from '@civicbrief/contracts';
import { Breadcrumb, Content, PageTitle, Section } from '@civicbrief/design-system';
import type { Crumb } from '../content/content-article';
import { renderSiteLink } from '../site-link';
import { issueDay } from './issue-day';

export interface IssueListProps {
  city: { name: string; state: string };
  issues: DigestIssueSummary[];
  crumbs: Crumb[];
  cityHref: string;
  subscribeHref: string;
}

/** A city's newsletter issues, newest first, each linking to its web version. */
export function IssueList({ city, issues, crumbs, cityHref, subscribeHref }: IssueListProps) {
  return (
    <Section>
      <Content>
        <Breadcrumb items={crumbs} renderLink={renderSiteLink} />
        <PageTitle>{city.name} newsletter</PageTitle>
        {issues.length === 0 ? (
          <p>No issue yet: the first comes with the next news published for {city.name}.</p>
        ) : (
          <ul>
            {issues.map((issue) => (
              <li key={issue.date}>
                <a href={`${cityHref}/newsletter/${issue.date}`}>{issueDay(issue.date)}</a> ({issue.items}{' '}
                {issue.items === 1 ? 'item' : 'items'})
              </li>
            ))}
          </ul>
        )}
        <p>
          <a href={subscribeHref}>Get the {city.name} newsletter by email</a>
        </p>
      </Content>
    </Section>
  );
}
