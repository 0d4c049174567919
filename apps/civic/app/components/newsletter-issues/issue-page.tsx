import { theme, type BreadcrumbItem } from '@civicbrief/design-system';
import { styled } from 'styled-components';
import { formatDate } from '../articles/format-date';
import type { IssueCity, IssueSectionView } from './issue-view';
import { NewsletterPage } from './newsletter-header';

const Article = styled.article`
  display: grid;
  gap: ${theme.space[6]};
  max-width: 48rem;

  h2 {
    font-size: ${theme.fontSizes['2xl']};
    line-height: ${theme.lineHeights.tight};
    margin-block-end: ${theme.space[3]};
  }
`;

const Items = styled.ul`
  display: grid;
  gap: ${theme.space[4]};
  padding: 0;
  margin: 0;
  list-style: none;

  a {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }

  p {
    margin: ${theme.space[1]} 0 0;
  }
`;

const When = styled.span`
  display: block;
  color: ${theme.colors.mutedText};
  font-size: ${theme.fontSizes.sm};
`;

const More = styled.p`
  margin: ${theme.space[3]} 0 0;

  a {
    color: ${theme.colors.primary};
  }
`;

export interface IssuePageProps {
  city: IssueCity;
  crumbs: BreadcrumbItem[];
  issue: { title: string; date: string; periodStart: string; periodEnd: string };
  sections: IssueSectionView[];
}

/** The web version of a city's newsletter issue (decision 046): what the mail lists, readable and shareable. */
export function IssuePage({ city, crumbs, issue, sections }: IssuePageProps) {
  return (
    <NewsletterPage
      city={city}
      crumbs={crumbs}
      title={issue.title}
      lead={
        <>
          What was published for {city.name}, {city.state} from{' '}
          <time dateTime={issue.periodStart}>{formatDate(issue.periodStart)}</time> to{' '}
          <time dateTime={issue.periodEnd}>{formatDate(issue.periodEnd)}</time>.
        </>
      }
      link={{ href: `${city.path}/newsletter`, label: <>Every {city.name} issue</> }}
    >
      <Article>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`issue-${section.id}`}>
            <h2 id={`issue-${section.id}`}>{section.title}</h2>
            <Items>
              {section.items.map((item) => (
                <li key={item.slug}>
                  <a href={`/${item.slug}`}>{item.title}</a>
                  <When>
                    <time dateTime={item.date}>{formatDate(item.date) ?? item.date}</time>
                  </When>
                  {item.description ? <p>{item.description}</p> : null}
                </li>
              ))}
            </Items>
            {section.more > 0 ? (
              <More>
                <a href={section.moreHref}>
                  {section.more} more on the {city.name} page
                </a>
              </More>
            ) : null}
          </section>
        ))}
      </Article>
    </NewsletterPage>
  );
}
