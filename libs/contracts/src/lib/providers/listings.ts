// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { placeText, ProviderSource } from './provider-errors';

/**
 * GET /api/mls/listings?location={city}&home_type=Houses&status_type=ForSale (spec §7). `location` names a
 * catalogue city as the weather's `q` does ('City, ST' is the unambiguous form); only the spec's home type and
 * status are asked for.
 */
export const ListingsQuery = z.object({
  location: placeText('location', 120),
  home_type: z._default(z.enum(['Houses'], { error: "home_type must be 'Houses'" }), 'Houses'),
  status_type: z._default(z.enum(['ForSale'], { error: "status_type must be 'ForSale'" }), 'ForSale'),
});
export type ListingsQuery = z.infer<typeof ListingsQuery>;

/** Spec §3: the property types a listing is shown as. */
export const listingPropertyTypes = [
  'Single-Family Home',
  'Multi-Family Home',
  'Condo',
  'Manufactured',
  'Townhouse',
  'Lot',
  'Land',
  'Farm',
  'Farmland',
  'Apartment',
  'Other',
] as const;
export type ListingPropertyType = (typeof listingPropertyTypes)[number];

/** Spec §3: lot areas come in acres or square feet. */
export const areaUnits = ['acres', 'sqft'] as const;
export type AreaUnit = (typeof areaUnits)[number];

/**
 * A home for sale (spec §3 Real-estate listing) in the listing site's field names: `zpid` its id there (the
 * listing page is built from it), `livingArea` in square feet, the lot in `lotAreaUnit`; unknown figures null.
 */
export const Listing = z.object({
  zpid: z.string().check(z.regex(/^\d{1,15}$/)),
  imgSrc: z.nullable(z.string()),
  propertyType: z.enum(listingPropertyTypes),
  price: z.nullable(z.number()),
  bedrooms: z.nullable(z.number()),
  bathrooms: z.nullable(z.number()),
  livingArea: z.nullable(z.number()),
  lotAreaValue: z.nullable(z.number()),
  lotAreaUnit: z.nullable(z.enum(areaUnits)),
  address: z.string(),
  listingStatus: z.literal('FOR_SALE'),
});
export type Listing = z.infer<typeof Listing>;

export const ListingsResult = z.object({ props: z.array(Listing), source: ProviderSource });
export type ListingsResult = z.infer<typeof ListingsResult>;
