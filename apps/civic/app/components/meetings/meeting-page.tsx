import { BlockRenderer, Content, Lead, PageTitle, Section, TocNavigator } from '@civicbrief/design-system';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import styled from 'styled-components';
import { ArticlesList } from '../articles/articles-list';
import { PlaceBreadcrumb } from '../breadcrumbs';
import { meetingBlocks } from './blocks';
import type { loadMeetingPage } from './meeting-page.server';

/** The routes' loader: `loadMeetingPage` with its section bound. */
type Loader = (args: LoaderFunctionArgs) => ReturnType<typeof loadMeetingPage>;

export const meetingMeta: MetaFunction<Loader> = ({ data }) =>
  data
    ? [
        { title: `${data.page.title} | CivicBrief` },
        { name: 'description', content: data.page.description ?? `${data.page.title}, summarised for ${data.city.name} residents.` },
      ]
    : [];

// A table of contents pays off only when there is more than one place to jump to.
const isLong = (toc: { id: string | null; items: unknown[] }[]) => toc.reduce((count, group) => count + (group.id ? 1 : 0) + group.items.length, 0) > 1;

const Layout = styled.div<{ $withToc: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $withToc }) => ($withToc ? '18rem minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    align-items: start;
  }
`;

const Article = styled.article`
  display: grid;
  max-width: 48rem;
`;

// Typography for the rendered markdown only, so the blocks below keep their own layout.
const Prose = styled.div`
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-block: ${({ theme }) => `${theme.space[8]} ${theme.space[3]}`};
    scroll-margin-top: 120px;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-block: ${({ theme }) => `${theme.space[6]} ${theme.space[2]}`};
    scroll-margin-top: 120px;
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
`;

/** A meeting summary or agenda page: breadcrumb, title and date, the summary with its table of contents, its blocks, related articles. */
export function MeetingPage() {
  const { page, crumbs, related } = useLoaderData<Loader>();
  const withToc = isLong(page.toc);
  const byline = [page.date, page.category].filter(Boolean).join(' · ');
  return (
    <Section>
      <Content>
        <PlaceBreadcrumb items={crumbs} />
        <header>
          <PageTitle>{page.title}</PageTitle>
          {byline && <Lead>{byline}</Lead>}
        </header>
        <Layout $withToc={withToc}>
          {withToc && <TocNavigator toc={page.toc} />}
          <Article>
            {page.html && <Prose dangerouslySetInnerHTML={{ __html: page.html }} />}
            <BlockRenderer blocks={page.blocks} registry={meetingBlocks} />
          </Article>
        </Layout>
        <ArticlesList id="related-articles" heading="Related articles" data={related} />
      </Content>
    </Section>
  );
}
