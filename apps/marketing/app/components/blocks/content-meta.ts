import { structuredDataFor, type MetaEntry } from '@civicbrief/design-system';
import type { MetaDescriptor } from '@remix-run/node';
import { ASSET_PREFIX } from '../../config';

/** The picture a shared link shows: the video poster, the one image every page can stand behind. */
export const SHARE_IMAGE = `${ASSET_PREFIX}media/civicbrief-tour-poster.jpg`;

export interface PageMetaInput {
  title: string;
  description: string | null;
  keywords: readonly string[];
}

/**
 * The page shell's extra meta entries for a content page (spec: property name, property value, content): its
 * description and keywords from metaConfiguration, and the Open Graph and Twitter cards built from them.
 */
export function metaEntriesFor(page: PageMetaInput, siteOrigin: string, pathname: string): MetaEntry[] {
  const description = page.description ?? '';
  const image = `${siteOrigin}${SHARE_IMAGE}`;
  const entries: MetaEntry[] = [
    { property: 'property', value: 'og:type', content: 'website' },
    { property: 'property', value: 'og:site_name', content: 'CivicBrief' },
    { property: 'property', value: 'og:title', content: page.title },
    { property: 'property', value: 'og:url', content: `${siteOrigin}${pathname}` },
    { property: 'property', value: 'og:image', content: image },
    { property: 'name', value: 'twitter:card', content: 'summary_large_image' },
    { property: 'name', value: 'twitter:title', content: page.title },
    { property: 'name', value: 'twitter:image', content: image },
  ];
  if (description) {
    entries.unshift({ property: 'name', value: 'description', content: description });
    entries.push(
      { property: 'property', value: 'og:description', content: description },
      { property: 'name', value: 'twitter:description', content: description },
    );
  }
  if (page.keywords.length > 0)
    entries.push({ property: 'name', value: 'keywords', content: page.keywords.join(', ') });
  return entries;
}

/** Meta entries as Remix's <Meta /> renders them into the document head. */
export function metaDescriptors(entries: readonly MetaEntry[]): MetaDescriptor[] {
  return entries.map((entry) => {
    switch (entry.property) {
      case 'name':
        return { name: entry.value, content: entry.content };
      case 'property':
        return { property: entry.value, content: entry.content };
      case 'http-equiv':
        return { httpEquiv: entry.value, content: entry.content };
      default:
        return entry.property satisfies never;
    }
  });
}

/**
 * Everything a content page adds to the document head but its title, built on the server by its loader so that
 * the browser's code carries none of it: the meta entries, and JSON-LD on the spec's four pages (§2 Page shell),
 * which Remix's <Meta /> writes escaped into a script tag.
 */
export function pageHead(page: PageMetaInput, siteOrigin: string, pathname: string): MetaDescriptor[] {
  const structuredData = structuredDataFor(pathname, siteOrigin) ?? [];
  return [
    ...metaDescriptors(metaEntriesFor(page, siteOrigin, pathname)),
    ...structuredData.map((entry) => ({ 'script:ld+json': entry })),
  ];
}
