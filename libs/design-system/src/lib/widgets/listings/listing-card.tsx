import styled from 'styled-components';
import { cardCoveringLink } from '../../primitives/interactive';
import { CardPhoto, PhotoCard } from '../shared/photo-card';
import { listingFacts, listingPrice, listingUrl, type ListingView } from './listings-format';
import { theme } from '../../theme/theme';

export const LISTING_CARD_WIDTH = 260;
export const LISTING_IMAGE_HEIGHT = 173;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  padding: ${theme.space[4]};

  p {
    margin: 0;
  }
`;

const Price = styled.p`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
`;

const Address = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

// The address link covers the whole card (::after): one target, one tab stop.
const AddressLink = styled.a`
  ${cardCoveringLink}
`;

const Muted = styled.p`
  color: ${theme.colors.mutedText};
  font-size: ${theme.fontSizes.sm};
`;

/** One home for sale: photo, price in dollars, beds, baths and living area, the address linking to its listing page. */
export function ListingCard({ listing, headingLevel = 3 }: { listing: ListingView; headingLevel?: 2 | 3 | 4 }) {
  const facts = listingFacts(listing);
  return (
    <PhotoCard $width={LISTING_CARD_WIDTH}>
      {listing.imageUrl && (
        <CardPhoto $width={LISTING_CARD_WIDTH} $height={LISTING_IMAGE_HEIGHT} src={listing.imageUrl} alt={`Photo of ${listing.address || 'the home'}`} width={LISTING_CARD_WIDTH} height={LISTING_IMAGE_HEIGHT} loading="lazy" decoding="async" />
      )}
      <Body>
        <Price>{listingPrice(listing.price)}</Price>
        {facts && <Muted>{facts}</Muted>}
        <Address as={`h${headingLevel}`}>
          <AddressLink href={listingUrl(listing.zpid)}>{listing.address || `Listing ${listing.zpid}`}</AddressLink>
        </Address>
        <Muted>{listing.propertyType}</Muted>
      </Body>
    </PhotoCard>
  );
}
