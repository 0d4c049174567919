import type { AreaUnit, Listing, ListingPropertyType } from '@civicbrief/contracts';
import * as z from 'zod';
import { requestJson, shaped } from '../http-json';
import { ProviderFailure } from '../provider-failure';
import type { AdapterContext, ListingsProvider } from '../provider-types';

const PROVIDER = 'zillow';
/** More than the block shows (20 with an image), few enough to keep every answer small. */
export const MAX_LISTINGS = 50;

/** The listing site's home types (`propertyType`) as the spec names them (§3); any other is 'Other'. */
const propertyTypes: Readonly<Record<string, ListingPropertyType>> = {
  SINGLE_FAMILY: 'Single-Family Home',
  MULTI_FAMILY: 'Multi-Family Home',
  CONDO: 'Condo',
  MANUFACTURED: 'Manufactured',
  TOWNHOUSE: 'Townhouse',
  LOT: 'Lot',
  LAND: 'Land',
  FARM: 'Farm',
  FARMLAND: 'Farmland',
  APARTMENT: 'Apartment',
};

const figure = z.number().nullable().optional().catch(null);
const words = z.string().nullable().optional().catch(null);
/** One entry of `props` (only what we read); an entry of another shape is left out, not the whole answer. */
const Prop = z.object({
  zpid: z.union([z.string(), z.number()]).transform(String),
  imgSrc: words,
  propertyType: words,
  price: figure,
  bedrooms: figure,
  bathrooms: figure,
  livingArea: figure,
  lotAreaValue: figure,
  lotAreaUnit: words,
  address: words,
  listingStatus: words,
});
/** GET /propertyExtendedSearch: `props` and paging; a location naming one property answers that property alone. */
const Search = z.union([
  z.object({ props: z.array(z.unknown()).max(1000) }),
  z.object({ zpid: z.union([z.string(), z.number()]) }).passthrough(),
]);

const amount = (value: number | null | undefined) =>
  value != null && Number.isFinite(value) && value >= 0 ? value : null;
/** Listing photos are shown on our https pages: https (or an inline image) only. */
const image = (src: string | null | undefined) =>
  src && (/^https:\/\/[^\s/]+\/\S*$/i.test(src) || /^data:image\/[a-z+.-]+[;,]/i.test(src)) ? src : null;

function toListing(entry: unknown): Listing | null {
  const parsed = Prop.safeParse(entry);
  if (!parsed.success) return null;
  const prop = parsed.data;
  if (!/^\d{1,15}$/.test(prop.zpid) || (prop.listingStatus != null && prop.listingStatus !== 'FOR_SALE')) return null;
  const unit =
    prop.lotAreaUnit === 'acres' || prop.lotAreaUnit === 'sqft' ? (prop.lotAreaUnit satisfies AreaUnit) : null;
  const lot = unit ? amount(prop.lotAreaValue) : null;
  return {
    zpid: prop.zpid,
    imgSrc: image(prop.imgSrc),
    propertyType: propertyTypes[prop.propertyType ?? ''] ?? 'Other',
    price: amount(prop.price),
    bedrooms: amount(prop.bedrooms),
    bathrooms: amount(prop.bathrooms),
    livingArea: amount(prop.livingArea),
    lotAreaValue: lot,
    lotAreaUnit: lot === null ? null : unit,
    address: prop.address?.trim() ?? '',
    listingStatus: 'FOR_SALE',
  };
}

/**
 * Houses for sale from the Zillow listing search on RapidAPI (RAPIDAPI_KEY): GET /propertyExtendedSearch with
 * location 'City, ST', home_type Houses and status_type ForSale, authenticated by the X-RapidAPI-Key and
 * X-RapidAPI-Host headers. An answer with neither `props` nor a single property is a malformed one.
 */
export function createZillowListings({ config, cachedSource }: AdapterContext, key: string): ListingsProvider {
  const { zillowUrl, rapidApiHost, ttlMs } = config.listings;
  const fetchCached = cachedSource(PROVIDER, ttlMs);
  return {
    name: PROVIDER,
    forSale: (city) =>
      fetchCached(`${city.slug}:Houses:ForSale`, async (signal) => {
        const query = new URLSearchParams({
          location: `${city.name}, ${city.stateCode}`,
          home_type: 'Houses',
          status_type: 'ForSale',
        });
        const headers = { 'x-rapidapi-key': key, 'x-rapidapi-host': rapidApiHost };
        const answer = shaped(
          PROVIDER,
          Search,
          await requestJson(
            PROVIDER,
            `${zillowUrl}/propertyExtendedSearch?${query}`,
            { headers, signal },
            config.userAgent,
          ),
        );
        const entries = 'props' in answer && Array.isArray(answer.props) ? answer.props : [answer];
        const listings = entries.map(toListing).filter((listing): listing is Listing => listing !== null);
        if (entries.length > 0 && listings.length === 0 && !('props' in answer))
          throw new ProviderFailure(PROVIDER, 'malformed', 'answer is not a listing');
        return listings.slice(0, MAX_LISTINGS);
      }),
  };
}
