import { Breadcrumb, Content, PageTitle, PrintHidden, Section, theme, TocNavigator } from '@civicbrief/design-system';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { ShownPage } from './content-page.server';
import { formatDate } from '../articles/format-date';
import { MarkdownProse, TocLayout } from '../sections/markdown-layout';
import { renderSiteLink } from '../site-link';

export interface Crumb {
  label: string;
  href?: string;
}

const Meta = styled.p`
  color: ${theme.colors.mutedText};
`;

const Body = styled(MarkdownProse)`
  max-width: 48rem;

  a {
    color: ${theme.colors.primary};
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
          <TocLayout $withToc>
            {page.toc.length > 0 && (
              <PrintHidden>
                <TocNavigator toc={page.toc} />
              </PrintHidden>
            )}
            {/* Sanitized by renderMarkdown (content-client). */}
            <Body $anchorOffset="100px" dangerouslySetInnerHTML={{ __html: page.html }} />
          </TocLayout>
        </article>
        {children}
      </Content>
    </Section>
  );
}
