import type { LoaderFunctionArgs } from '@remix-run/node';
import { ArticlePage, articleMeta } from '../components/articles/article-page';
import { loadArticlePage } from '../components/articles/article-page.server';
import { loaderCacheHeaders } from '../lib/cache-policy.server';
import { countyAt, countyLabel } from '../components/directory/places';

export const headers = loaderCacheHeaders;

export const loader = ({ params, request }: LoaderFunctionArgs) => {
  const county = countyAt(params['stateCode'], params['county']);
  const slug = `${county.path.slice(1)}/articles/${params['article'] ?? ''}`;
  return loadArticlePage(request, slug, [{ label: countyLabel(county), href: county.path }]);
};

export const meta = articleMeta;

export default ArticlePage;
