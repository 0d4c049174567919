import type { ListingView, StatisticView } from '@civicbrief/design-system';
import type { CityStatsResult, ListingsResult } from '@civicbrief/contracts';

/** A listing photo the page may show: the Content-Security-Policy allows images over https and inline data: images only. */
const shownImage = (src: string | null) =>
  src && (/^https:\/\/[^\s/]+\/\S*$/i.test(src) || /^data:image\//i.test(src)) ? src : null;

export function listingViews(result: ListingsResult): ListingView[] {
  return result.props.map((listing) => ({
    zpid: listing.zpid,
    imageUrl: shownImage(listing.imgSrc),
    propertyType: listing.propertyType,
    price: listing.price,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    livingArea: listing.livingArea,
    address: listing.address,
  }));
}

export function statisticViews(result: CityStatsResult): StatisticView[] {
  return result.datapoints.map((point) => ({
    ...point,
    comparisons: point.comparisons.map(({ label, value }) => ({ label, value })),
  }));
}
