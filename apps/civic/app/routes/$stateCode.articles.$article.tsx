import type { LoaderFunctionArgs } from '@remix-run/node';
import { ArticlePage, articleMeta } from '../components/articles/article-page';
import { loadArticlePage } from '../components/articles/article-page.server';
import { loaderCacheHeaders } from '../lib/cache-policy.server';
import { stateOfCode } from '../components/directory/places';

export const headers = loaderCacheHeaders;

export const loader = ({ params, request }: LoaderFunctionArgs) => {
  const state = stateOfCode(params['stateCode']);
  const slug = `${state.code.toLowerCase()}/articles/${params['article'] ?? ''}`;
  return loadArticlePage(request, slug, [{ label: state.name, href: `/${state.slug}` }]);
};

export const meta = articleMeta;

export default ArticlePage;
