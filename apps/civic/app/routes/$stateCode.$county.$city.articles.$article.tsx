import { cityPath, countyPath } from '@civicbrief/locations';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { ArticlePage, articleMeta } from '../components/articles/article-page';
import { loadArticlePage } from '../components/articles/article-page.server';
import { loaderCacheHeaders } from '../lib/cache-policy.server';
import { cityAt } from '../components/directory/places';

export const headers = loaderCacheHeaders;

export const loader = ({ params, request }: LoaderFunctionArgs) => {
  const city = cityAt(params['stateCode'], params['county'], params['city']);
  const slug = `${city.slug}/articles/${params['article'] ?? ''}`;
  return loadArticlePage(request, slug, [
    { label: city.counties.join(', '), href: countyPath(city.stateCode, city.counties) ?? undefined },
    { label: city.name, href: cityPath(city) },
  ]);
};

export const meta = articleMeta;

export default ArticlePage;
