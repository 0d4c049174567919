import { formatWhole as whole } from '../shared/number-format';

/** A home for sale as the listings block shows it (spec §3 Real-estate listing). */
export interface ListingView {
  /** The listing site's id; the listing page is built from it. */
  zpid: string;
  imageUrl: string | null;
  propertyType: string;
  /** In dollars. */
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  /** In square feet. */
  livingArea: number | null;
  address: string;
}

/** Spec §9: up to 20 listings, those with an image. */
export const LISTINGS_LIMIT = 20;

/** The listing's page on the listing site, built from its zpid (spec §2). */
export const listingUrl = (zpid: string) => `https://www.zillow.com/homedetails/${encodeURIComponent(zpid)}_zpid/`;

/** The listings the row shows: the first 20 that have an image. */
export function visibleListings<T extends ListingView>(listings: readonly T[]): T[] {
  return listings.filter((listing) => Boolean(listing.imageUrl)).slice(0, LISTINGS_LIMIT);
}

const count = (value: number, one: string, many: string) =>
  `${Number.isInteger(value) ? value : value.toFixed(1)} ${value === 1 ? one : many}`;

/** '$1,250,000', or 'Price on request' when the listing has none. */
export const listingPrice = (price: number | null) => (price === null ? 'Price on request' : `$${whole(price)}`);

/** '3 beds · 2.5 baths · 1,850 sqft', leaving out what the listing does not say. */
export function listingFacts({
  bedrooms,
  bathrooms,
  livingArea,
}: Pick<ListingView, 'bedrooms' | 'bathrooms' | 'livingArea'>): string {
  return [
    bedrooms !== null && count(bedrooms, 'bed', 'beds'),
    bathrooms !== null && count(bathrooms, 'bath', 'baths'),
    livingArea !== null && `${whole(livingArea)} sqft`,
  ]
    .filter(Boolean)
    .join(' · ');
}
