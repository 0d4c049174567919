import { DIGEST_SECTION_TITLES, DIGEST_SECTIONS, type DigestIssue } from '@civicbrief/contracts';
import { Breadcrumb, Content, PageTitle, Section, theme } from '@civicbrief/design-system';
import { styled } from 'styled-components';
import type { Crumb } from '../content/content-article';
import { formatDate } from '../articles/format-date';
import { renderSiteLink } from '../site-link';
import { issueDay } from './issue-day';

const Lead = styled.p`
  color: ${theme.colors.mutedText};
`;

const List = styled.ul`
  padding-left: ${theme.space[5]};

  li {
    margin-bottom: ${theme.space[3]};
  }

  a {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }

  p {
    margin: ${theme.space[1]} 0 0;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${theme.colors.mutedText};
`;

/** The web version of a city's newsletter issue (decision 046): what the mail lists, readable and shareable. */
export interface IssuePageProps {
  issue: DigestIssue;
  crumbs: Crumb[];
  cityHref: string;
  /** The newsletter form for this city (/subscribe?city=&county=&state=). */
  subscribeHref: string;
}

export function IssuePage({ issue, crumbs, cityHref, subscribeHref }: IssuePageProps) {
  const sections = DIGEST_SECTIONS.filter((section) => issue.sections[section].length > 0);
  return (
    <Section>
      <Content>
        <Breadcrumb items={crumbs} renderLink={renderSiteLink} />
        <article>
          <PageTitle>
            {issue.cityName} newsletter, {issueDay(issue.date)}
          </PageTitle>
          <Lead>
            What was published for {issue.cityName}, {issue.stateName} from{' '}
            <time dateTime={issue.periodStart}>{formatDate(issue.periodStart)}</time> to{' '}
            <time dateTime={issue.periodEnd}>{formatDate(issue.periodEnd)}</time>.{' '}
            <a href={`${cityHref}/newsletter`}>Every issue</a>
          </Lead>
          {sections.map((section) => (
            <section key={section} aria-labelledby={`issue-${section}`}>
              <h2 id={`issue-${section}`}>{DIGEST_SECTION_TITLES[section]}</h2>
              <List>
                {issue.sections[section].map((item) => (
                  <li key={item.slug}>
                    <a href={`/${item.slug}`}>{item.title}</a>
                    <Muted>
                      <time dateTime={item.date}>{formatDate(item.date) ?? item.date}</time>
                    </Muted>
                    {item.description ? <p>{item.description}</p> : null}
                  </li>
                ))}
              </List>
              {issue.more[section] > 0 ? (
                <p>
                  <a href={cityHref}>
                    and {issue.more[section]} more on the {issue.cityName} page
                  </a>
                </p>
              ) : null}
            </section>
          ))}
          <p>
            <a href={subscribeHref}>Get the {issue.cityName} newsletter by email</a>
          </p>
        </article>
      </Content>
    </Section>
  );
}
