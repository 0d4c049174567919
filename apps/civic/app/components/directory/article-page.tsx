import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { loadArticlePage } from './article-page.server';
import { ArticlesList } from '../articles/articles-list';
import { ContentArticle } from './content-article';

type ArticleLoader = () => ReturnType<typeof loadArticlePage>;

export const articleMeta: MetaFunction<ArticleLoader> = ({ data }) =>
  data
    ? [
        { title: `${data.page.title} | CivicBrief` },
        { name: 'description', content: data.page.description ?? `${data.page.title}, an article from CivicBrief.` },
      ]
    : [];

/** A state, county or city article with its related articles. */
export function ArticlePage() {
  const { page, crumbs, related } = useLoaderData<ArticleLoader>();
  return (
    <ContentArticle page={page} crumbs={crumbs}>
      <ArticlesList id="related-articles" heading="Related articles" data={related} />
    </ContentArticle>
  );
}
