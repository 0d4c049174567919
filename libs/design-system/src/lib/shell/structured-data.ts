import { brand } from '../brand';
import { absoluteUrl, normalisePath } from './url';

const context = 'https://schema.org';

function breadcrumb(siteOrigin: string, trail: { name: string; path: string }[]): object {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      item: absoluteUrl(siteOrigin, entry.path),
    })),
  };
}

function organization(siteOrigin: string): object {
  return {
    '@context': context,
    '@type': 'Organization',
    name: brand.name,
    url: absoluteUrl(siteOrigin, '/'),
    logo: absoluteUrl(siteOrigin, brand.logoPath),
    sameAs: brand.social.map((profile) => profile.href),
  };
}

function page(siteOrigin: string, type: 'WebPage' | 'ContactPage', path: string, name: string): object {
  return {
    '@context': context,
    '@type': type,
    name,
    url: absoluteUrl(siteOrigin, path),
    publisher: { '@type': 'Organization', name: brand.name, url: absoluteUrl(siteOrigin, '/') },
  };
}

const home = { name: 'Home', path: '/' };

/**
 * schema.org JSON-LD for the four pages the spec names (§2 Page shell), or null for every other path.
 * A trailing slash, query or hash on the path is tolerated.
 */
export function structuredDataFor(pathname: string, siteOrigin: string): object[] | null {
  const path = normalisePath(pathname);
  switch (path) {
    case '/':
      return [breadcrumb(siteOrigin, [home]), organization(siteOrigin)];
    case '/about':
      return [breadcrumb(siteOrigin, [home, { name: 'About', path }]), organization(siteOrigin)];
    case '/real-estate':
      return [
        breadcrumb(siteOrigin, [home, { name: 'Real Estate', path }]),
        page(siteOrigin, 'WebPage', path, 'CivicBrief for Real Estate Developers'),
      ];
    case '/contact':
      return [
        breadcrumb(siteOrigin, [home, { name: 'Contact', path }]),
        page(siteOrigin, 'ContactPage', path, 'Contact CivicBrief'),
      ];
    default:
      return null;
  }
}
