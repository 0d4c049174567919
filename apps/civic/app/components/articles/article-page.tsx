import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { loadArticlePage } from './article-page.server';
import { ArticlesList } from './articles-list';
import { ContentArticle } from '../content/content-article';
import { pageMeta } from '../sections/page-meta';

type ArticleLoader = () => ReturnType<typeof loadArticlePage>;

export const articleMeta: MetaFunction<ArticleLoader> = ({ data }) =>
  data ? pageMeta(data.page.title, data.page.description ?? `${data.page.title}, an article from CivicBrief.`) : [];

/** A state, county or city article with its related articles. */
export function ArticlePage() {
  const { page, crumbs, related } = useLoaderData<ArticleLoader>();
  return (
    <ContentArticle page={page} crumbs={crumbs}>
      <ArticlesList id="related-articles" heading="Related articles" data={related} />
    </ContentArticle>
  );
}
