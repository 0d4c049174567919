import { BlockRenderer, Content, Lead, PageTitle, Section, TocNavigator } from '@civicbrief/design-system';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { styled } from 'styled-components';
import { ArticlesList } from '../articles/articles-list';
import { PlaceBreadcrumb } from '../breadcrumbs';
import { MarkdownProse, TocLayout } from '../sections/markdown-layout';
import { meetingBlocks } from './blocks';
import type { loadMeetingPage } from './meeting-page.server';
import { pageMeta } from '../sections/page-meta';

/** The routes' loader: `loadMeetingPage` with its section bound. */
type Loader = (args: LoaderFunctionArgs) => ReturnType<typeof loadMeetingPage>;

export const meetingMeta: MetaFunction<Loader> = ({ data }) =>
  data
    ? pageMeta(
        data.page.title,
        data.page.description ?? `${data.page.title}, summarised for ${data.city.name} residents.`,
      )
    : [];

// A table of contents pays off only when there is more than one place to jump to.
const isLong = (toc: { id: string | null; items: unknown[] }[]) =>
  toc.reduce((count, group) => count + (group.id ? 1 : 0) + group.items.length, 0) > 1;

const Article = styled.article`
  display: grid;
  max-width: 48rem;
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
        <TocLayout $withToc={withToc}>
          {withToc && <TocNavigator toc={page.toc} />}
          <Article>
            {/* Typography for the rendered markdown only, so the blocks below keep their own layout. */}
            {page.html && <MarkdownProse $anchorOffset="120px" dangerouslySetInnerHTML={{ __html: page.html }} />}
            <BlockRenderer blocks={page.blocks} registry={meetingBlocks} />
          </Article>
        </TocLayout>
        <ArticlesList id="related-articles" heading="Related articles" data={related} />
      </Content>
    </Section>
  );
}
