import type { Listing, ListingItem } from '@civicbrief/content-client';
import { cityBySlug, usStates, type City } from '@civicbrief/locations';

/**
 * Items per listing query. The content API refuses a request costing more than CONTENT_MAX_COST (5000),
 * and a listing of ListingItemFields costs 15 per item of its limit: 250 leaves room for a few more fields.
 */
export const INDEX_QUERY_LIMIT = 250;

/** Every item of a listing, page after page until `total` is reached. */
export async function allListed(
  fetchPage: (paging: { skip: number; limit: number }) => Promise<Listing<ListingItem>>,
): Promise<ListingItem[]> {
  const items: ListingItem[] = [];
  for (let skip = 0; ; skip += INDEX_QUERY_LIMIT) {
    const page = await fetchPage({ skip, limit: INDEX_QUERY_LIMIT });
    items.push(...page.items);
    if (page.items.length === 0 || skip + INDEX_QUERY_LIMIT >= page.total) return items;
  }
}

export interface CityPages {
  city: { name: string; slug: string };
  pages: { title: string; slug: string }[];
}

export interface StatePages {
  state: string;
  cities: CityPages[];
}

/** The catalogue city a page belongs to: its slug's first three segments (state, county, city). */
function cityOf(slug: string): City | null {
  const parts = slug.split('/');
  return parts.length > 3 ? cityBySlug(parts.slice(0, 3).join('/')) : null;
}

/** Pages grouped by state (alphabetical) then city (alphabetical); pages outside a catalogue city are left out. */
export function groupByState(items: readonly ListingItem[]): StatePages[] {
  const byCity = new Map<string, { city: City; pages: CityPages['pages'] }>();
  for (const item of items) {
    const city = cityOf(item.slug);
    if (!city) continue;
    const entry = byCity.get(city.slug) ?? { city, pages: [] };
    entry.pages.push({ title: item.title, slug: item.slug });
    byCity.set(city.slug, entry);
  }
  return usStates.flatMap((state) => {
    const cities = [...byCity.values()]
      .filter((entry) => entry.city.stateCode === state.code)
      .sort((a, b) => a.city.name.localeCompare(b.city.name, 'en'))
      .map((entry) => ({ city: { name: entry.city.name, slug: entry.city.slug }, pages: entry.pages }));
    return cities.length > 0 ? [{ state: state.name, cities }] : [];
  });
}
