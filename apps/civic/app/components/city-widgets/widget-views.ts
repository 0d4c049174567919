import {
  safeLinkHref,
  type NewsItemView,
  type PetView,
  type SchoolView,
  type WeatherDay,
} from '@civicbrief/design-system';
import type { FeedResult, PetsAdoptableResult, SchoolsResult, WeatherForecastResult } from '@civicbrief/contracts';
import type { ListingView, StatisticView } from '@civicbrief/design-system';

/**
 * One provider block of the city page as the loader or the browser last saw it: its data, hidden because its
 * provider is not configured (decision 023), failed (error with retry), or pending: not asked yet, or not
 * answered within the server's budget, so the browser asks when the block nears the viewport.
 */
export type WidgetBlock<T> =
  { state: 'ready'; data: T } | { state: 'not-configured' } | WidgetError | { state: 'pending' };

/** A failed block; `malformed` when the gateway answered, but not in its contract's shape (the listings tell it apart). */
export type WidgetError = { state: 'error'; malformed?: boolean };

export interface CityWidgets {
  weather: WidgetBlock<WeatherDay[]>;
  schools: WidgetBlock<SchoolView[]>;
  pets: WidgetBlock<PetView[]>;
  listings: WidgetBlock<ListingView[]>;
  numbers: WidgetBlock<StatisticView[]>;
  news: WidgetBlock<NewsItemView[]>;
}

/** Which city the blocks are about. */
export interface WidgetCity {
  name: string;
  /** Two-letter code, e.g. 'CA'. */
  stateCode: string;
  /** '/ca/santa-clara-county/saratoga' */
  path: string;
  /** The city's news feed (news-feed.server.ts); without it the local news block is hidden. */
  newsFeedUrl?: string | null;
}

/**
 * A neutral weather glyph (a sun behind a cloud) for an icon the page may not show: the Content-Security-Policy
 * allows images over https and data: only, and the offline fake providers serve theirs over plain http.
 */
export const FALLBACK_WEATHER_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="24" cy="24" r="12" fill="#f5b800"/>' +
      '<path d="M20 50a10 10 0 0 1 1-20 13 13 0 0 1 25 3 8.5 8.5 0 0 1 0 17z" fill="#9aa5b1"/></svg>',
  );

/** The providers' icon URL as the page can load it: '//cdn…' gets 'https:'; https kept; anything else the fallback. */
export function weatherIconUrl(icon: string): string {
  const url = icon.startsWith('//') ? `https:${icon}` : icon;
  return /^https:\/\/[^/\s]+/i.test(url) ? url : FALLBACK_WEATHER_ICON;
}

export function weatherDays(result: WeatherForecastResult): WeatherDay[] {
  return result.forecast.forecastday.map(({ date, day }) => ({
    date,
    minF: day.mintemp_f,
    maxF: day.maxtemp_f,
    condition: day.condition.text,
    iconUrl: weatherIconUrl(day.condition.icon),
  }));
}

/** '14325 Saratoga Ave, Saratoga, CA 95070', leaving out the parts that are empty. */
function schoolAddress({
  street,
  city,
  state,
  zip,
}: Pick<SchoolsResult['schools'][number], 'street' | 'city' | 'state' | 'zip'>): string {
  const region = [state.trim(), zip.trim()].filter(Boolean).join(' ');
  return [street.trim(), city.trim(), region].filter(Boolean).join(', ');
}

export function schoolViews(result: SchoolsResult): SchoolView[] {
  return result.schools.map((school) => ({
    id: school['universal-id'],
    name: school.name,
    rating: school.rating === 'NOT RATED' ? null : school.rating,
    levelCodes: school['level-codes'],
    level: school.level,
    enrollment: school.metrics.enrollment ?? null,
    studentTeacherRatio: school.metrics['student-teacher-ratio'] ?? null,
    address: schoolAddress(school),
    overviewUrl: school['overview-url'],
  }));
}

export function petViews(result: PetsAdoptableResult): PetView[] {
  return result.animals.map((pet) => ({
    id: pet.id,
    name: pet.name,
    url: pet.url,
    photos: pet.photos.map(({ small, medium, large, full }) => ({ small, medium, large, full })),
    breed: pet.breeds.primary,
    age: pet.age,
  }));
}

/** Feed items as the news block shows them: plain texts, a link only when http(s); items without a title dropped. */
export function newsViews(result: FeedResult): NewsItemView[] {
  return result.items
    .filter((item) => item.title)
    .map((item) => ({
      title: item.title ?? '',
      href: safeLinkHref(item.link),
      snippet: item.contentSnippet ?? null,
      creator: item.creator ?? null,
      isoDate: item.isoDate ?? null,
      categories: item.categories,
    }));
}
