import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { ErrorState } from '../../feedback/error-state';
import { Carousel } from '../carousel/carousel';
import { BusyPlaceholder, Skeleton } from '../shared/skeleton';
import type { WidgetRetryProps, WidgetStatus } from '../shared/widget-state';
import { LISTING_CARD_WIDTH, LISTING_IMAGE_HEIGHT, ListingCard } from './listing-card';
import { visibleListings, type ListingView } from './listings-format';

/** Spec §8, word for word: a non-ok answer, and an answer without props. */
export const LISTINGS_ERROR_MESSAGE = 'Failed to load real estate listings';
export const LISTINGS_PROBLEM_MESSAGE = "We've had a little problem";

const GAP = '1rem';

const PlaceholderRow = styled.div`
  display: flex;
  gap: ${GAP};
  overflow: hidden;
`;

export interface ListingsRowProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'>, WidgetRetryProps {
  /** Defaults to 'ready'. */
  status?: WidgetStatus;
  /** With status 'error': 'failed' (a non-ok answer, the default) or 'malformed' (an answer without listings). */
  error?: 'failed' | 'malformed';
  listings?: readonly ListingView[];
  /** Accessible name of the row; defaults to 'Homes for sale'. */
  label?: string;
}

/** Homes for sale (spec §2): a sideways row of up to 20 listings with an image; loading, error with retry, nothing when empty. */
export const ListingsRow = forwardRef<HTMLDivElement, ListingsRowProps>(function ListingsRow(
  { status = 'ready', error = 'failed', listings = [], label = 'Homes for sale', onRetry, retryHref, ...rest },
  ref,
) {
  if (status === 'loading') {
    return (
      <BusyPlaceholder ref={ref} label="Loading homes for sale" {...rest}>
        <PlaceholderRow>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton
              key={index}
              $width={`${LISTING_CARD_WIDTH}px`}
              $height={`${LISTING_IMAGE_HEIGHT + 120}px`}
              $radius="lg"
            />
          ))}
        </PlaceholderRow>
      </BusyPlaceholder>
    );
  }
  if (status === 'error') {
    const message = error === 'malformed' ? LISTINGS_PROBLEM_MESSAGE : LISTINGS_ERROR_MESSAGE;
    return <ErrorState ref={ref} message={message} onRetry={onRetry} retryHref={retryHref} {...rest} />;
  }
  const shown = visibleListings(listings);
  if (shown.length === 0) return null;
  return (
    <Carousel ref={ref} label={label} previousLabel="Previous homes" nextLabel="Next homes" gap={GAP} {...rest}>
      {shown.map((listing) => (
        <ListingCard key={listing.zpid} listing={listing} />
      ))}
    </Carousel>
  );
});
