import { renderMarkdown, type ContentClient, type TocGroup } from '@civicbrief/content-client';
import type { BreadcrumbItem } from '@civicbrief/design-system';
import { json, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { loadRelatedArticles } from '../articles/articles.server';
import { placeCrumbs } from '../breadcrumbs';
import { contentCacheHeaders } from '../../lib/cache-policy.server';
import { isCanonicalCityPath, requireCity } from '../city/city-params';
import { contentFor } from '../content/content.server';
import { meetingDateLabel } from './meeting-date';
import { isSlugSegment, listingSlugFor, sectionLabels, type MeetingSection } from './meeting-slug';

/**
 * Guide markdown uses h5 groups and h6 sections (spec §9). Under the page's h1 and the table of
 * contents' h2 they become h2 and h3, so the outline has no gaps; ids (the TOC targets) stay.
 */
export function outlineHeadings(html: string): string {
  return html.replace(/<(\/?)h5\b/g, '<$1h2').replace(/<(\/?)h6\b/g, '<$1h3');
}

/** The breadcrumb's listing entry: linked when its page exists, disabled when not or when the check fails. */
async function listingCrumb(
  content: Pick<ContentClient, 'existingSlugs'>,
  slug: string,
  label: string,
): Promise<BreadcrumbItem> {
  const existing = await content.existingSlugs([slug]).catch(() => new Set<string>());
  return existing.has(slug) ? { label, href: `/${slug}` } : { label, disabled: true };
}

/** A meeting page (summary or agenda): the page from the content store, or a real 404. */
export async function loadMeetingPage({ params, request }: LoaderFunctionArgs, section: MeetingSection) {
  const city = requireCity(params);
  const pageSlug = params['slug'];
  if (!isSlugSegment(pageSlug)) throw new Response('Not Found', { status: 404 });
  if (!isCanonicalCityPath(params, city)) throw redirect(`/${city.slug}/${section}/${pageSlug}`, 301);
  const slug = `${city.slug}/${section}/${pageSlug}`;
  const content = await contentFor(request);
  const page = await content.pageBySlug(slug);
  if (!page) throw new Response('Not Found', { status: 404 });

  const [listing, related] = await Promise.all([
    listingCrumb(content, listingSlugFor(city.slug, section, pageSlug), sectionLabels[section]),
    loadRelatedArticles(request, { currentSlug: slug, portalSlug: 'articles' }),
  ]);
  const date = meetingDateLabel(pageSlug);
  const rendered = page.markdown ? renderMarkdown(page.markdown) : null;
  const toc: TocGroup[] = rendered?.toc ?? [];
  return json(
    {
      page: {
        title: page.title,
        description: page.description,
        category: page.category,
        date,
        html: rendered ? outlineHeadings(rendered.html) : null,
        toc,
        blocks: page.content,
      },
      city: { name: city.name, stateCode: city.stateCode },
      crumbs: [...placeCrumbs(city), listing, { label: date ?? page.title, href: `/${slug}` }],
      related,
    },
    { headers: await contentCacheHeaders(request, { failed: related.error !== null }) },
  );
}
