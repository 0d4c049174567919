import { json } from '@remix-run/node';
import { loadRelatedArticles } from './articles.server';
import type { Crumb } from '../content/content-article';
import { contentFor } from '../content/content.server';
import { contentCacheHeaders } from '../../lib/cache-policy.server';
import { findTaggedPage } from '../content/content-page.server';

/** An article page's loader answer: the article (404 when missing), its breadcrumb and related articles. */
export async function loadArticlePage(request: Request, slug: string, crumbs: Crumb[]) {
  const content = await contentFor(request);
  const [page, related] = await Promise.all([
    findTaggedPage(content, slug, 'article'),
    loadRelatedArticles(request, { currentSlug: slug }),
  ]);
  return json(
    { page, crumbs: [...crumbs, { label: page.title }], related },
    { headers: await contentCacheHeaders(request) },
  );
}
