import { Breadcrumb, Content, PageTitle, PrintHidden, Section, TocNavigator } from '@civicbrief/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ShownPage } from './content-page.server';
import { formatDate } from '../articles/format-date';
import { renderSiteLink } from '../site-link';

export interface Crumb {
  label: string;
  href?: string;
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 18rem minmax(0, 1fr);
    align-items: start;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Body = styled.div`
  max-width: 48rem;
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-block: ${({ theme }) => `${theme.space[8]} ${theme.space[3]}`};
    scroll-margin-top: 100px;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-block: ${({ theme }) => `${theme.space[6]} ${theme.space[2]}`};
    scroll-margin-top: 100px;
  }
  p,
  ul,
  ol {
    margin-block-end: ${({ theme }) => theme.space[4]};
  }
  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space[6]};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A markdown content page: breadcrumb, title, category and date, table of contents and the body. */
export function ContentArticle({ page, crumbs, children }: { page: ShownPage; crumbs: Crumb[]; children?: ReactNode }) {
  const date = formatDate(page.firstPublishedAt);
  return (
    <Section>
      <Content>
        <Breadcrumb items={crumbs} renderLink={renderSiteLink} />
        <article>
          <PageTitle>{page.title}</PageTitle>
          {(page.category || date) && (
            <Meta>
              {page.category}
              {page.category && date && ' · '}
              {date && page.firstPublishedAt && <time dateTime={page.firstPublishedAt}>{date}</time>}
            </Meta>
          )}
          <Layout>
            {page.toc.length > 0 && (
              <PrintHidden>
                <TocNavigator toc={page.toc} />
              </PrintHidden>
            )}
            {/* Sanitized by renderMarkdown (content-client). */}
            <Body dangerouslySetInnerHTML={{ __html: page.html }} />
          </Layout>
        </article>
        {children}
      </Content>
    </Section>
  );
}
