import { styled } from 'styled-components';
import { PhotoCard, photoCardSize } from '../shared/photo-card';
import { listingFacts, listingPrice, listingUrl, type ListingView } from './listings-format';
import { theme } from '../../theme/theme';

export const LISTING_CARD_WIDTH = 260;
export const LISTING_IMAGE_HEIGHT = 173;

const Card = styled(PhotoCard)`
  ${photoCardSize(LISTING_CARD_WIDTH, LISTING_IMAGE_HEIGHT)}

  :is(h2, h3, h4) {
    font-size: ${theme.fontSizes.md};
  }

  .price {
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.bold};
  }

  .muted {
    color: ${theme.colors.mutedText};
    font-size: ${theme.fontSizes.sm};
  }
`;

/** One home for sale: photo, price in dollars, beds, baths and living area, the address linking to its listing page. */
export function ListingCard({ listing, headingLevel = 3 }: { listing: ListingView; headingLevel?: 2 | 3 | 4 }) {
  const facts = listingFacts(listing);
  const Heading = `h${headingLevel}` as const;
  return (
    <Card>
      {listing.imageUrl && (
        <img
          src={listing.imageUrl}
          alt={`Photo of ${listing.address || 'the home'}`}
          width={LISTING_CARD_WIDTH}
          height={LISTING_IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      )}
      <div>
        <p className="price">{listingPrice(listing.price)}</p>
        {facts && <p className="muted">{facts}</p>}
        <Heading>
          <a href={listingUrl(listing.zpid)}>{listing.address || `Listing ${listing.zpid}`}</a>
        </Heading>
        <p className="muted">{listing.propertyType}</p>
      </div>
    </Card>
  );
}
