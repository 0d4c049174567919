import { cityPath, type City, type UsState } from '@civicbrief/locations';

/** What a feed follows: one city, one state's cities, or every city. */
export interface FeedScope {
  /** Where its feeds live: '' (site-wide: /feed.atom), '/california', '/ca/santa-clara-county/saratoga'. */
  basePath: string;
  /** The HTML page it follows. */
  pagePath: string;
  /** Pages whose slug starts so ('ca/', 'ca/santa-clara-county/saratoga/'); null for every city. */
  slugPrefix: string | null;
  /** 'Saratoga, CA', 'California', 'every CivicBrief city'. */
  name: string;
}

export const FEED_FILES = { atom: 'feed.atom', rss: 'feed.rss', calendar: 'meetings.ics' } as const;
export type FeedFile = keyof typeof FEED_FILES;

export const feedPath = (scope: Pick<FeedScope, 'basePath'>, file: FeedFile) => `${scope.basePath}/${FEED_FILES[file]}`;

export function cityScope(city: City): FeedScope {
  const path = cityPath(city);
  return { basePath: path, pagePath: path, slugPrefix: `${path.slice(1)}/`, name: `${city.name}, ${city.stateCode}` };
}

export function stateScope(state: Pick<UsState, 'name' | 'slug' | 'code'>): FeedScope {
  return {
    basePath: `/${state.slug}`,
    pagePath: `/${state.slug}`,
    slugPrefix: `${state.code.toLowerCase()}/`,
    name: state.name,
  };
}

export const ALL_CITIES_SCOPE: FeedScope = {
  basePath: '',
  pagePath: '/',
  slugPrefix: null,
  name: 'every CivicBrief city',
};

/**
 * The Follow menu's links of a city: its Atom and RSS feeds, its calendar to subscribe to (`webcal:`, the
 * scheme calendar apps register for; the app fetches it over HTTP(S) and refreshes it) and to download.
 */
export function followLinks(basePath: string, siteOrigin: string) {
  const calendar = `${basePath}/${FEED_FILES.calendar}`;
  return {
    atom: `${basePath}/${FEED_FILES.atom}`,
    rss: `${basePath}/${FEED_FILES.rss}`,
    webcal: `${siteOrigin.replace(/^https?:/, 'webcal:')}${calendar}`,
    calendar,
  };
}

/** The `<link rel="alternate">` entries of a page's head (Remix meta descriptors) naming its Atom and RSS feeds. */
export function feedAlternateLinks(basePath: string, placeName: string) {
  return [
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      title: `${placeName} meeting summaries and agendas (Atom)`,
      href: `${basePath}/${FEED_FILES.atom}`,
    },
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${placeName} meeting summaries and agendas (RSS)`,
      href: `${basePath}/${FEED_FILES.rss}`,
    },
  ] as const;
}
