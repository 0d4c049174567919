import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { ErrorState } from '../../feedback/error-state';
import { Carousel } from '../carousel/carousel';
import { BusyPlaceholder, Skeleton } from '../shared/skeleton';
import type { WidgetRetryProps, WidgetStatus } from '../shared/widget-state';
import { PET_CARD_WIDTH, PET_IMAGE_HEIGHT, PetCard } from './pet-card';
import { visiblePets, type PetView } from './pets-format';
import { theme } from '../../theme/theme';

/** Spec §8, word for word. */
export const PETS_ERROR_MESSAGE = "We've had a little problem";
export const PETS_ERROR_DETAIL = 'Please try again to load the content';
/** Spec §9: the pets placeholder is 536px high. */
export const PETS_PLACEHOLDER_HEIGHT = 536;

const PLACEHOLDER_CARDS = 5;
const GAP = '1rem';

const Placeholder = styled(BusyPlaceholder)`
  height: ${PETS_PLACEHOLDER_HEIGHT}px;
  overflow: hidden;
`;

const PlaceholderRow = styled.div`
  display: flex;
  gap: ${GAP};
  padding-top: calc(2.75rem + ${theme.space[3]});
`;

const PlaceholderCard = styled.div`
  display: flex;
  flex: none;
  flex-direction: column;
  gap: ${theme.space[2]};
  width: ${PET_CARD_WIDTH}px;
`;

export interface PetsCarouselProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'>, WidgetRetryProps {
  /** Defaults to 'ready'. */
  status?: WidgetStatus;
  /** The adoptable pets as the provider lists them; only those with a photo are shown. */
  pets?: readonly PetView[];
  /** Accessible name of the carousel; defaults to 'Adoptable pets'. */
  label?: string;
  /** Heading level of each pet's name; defaults to 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The adoptable pets block (spec §4: loading placeholders, error with retry, empty -> nothing, list).
 * The page hides its whole section when `visiblePets(pets)` is empty.
 */
export const PetsCarousel = forwardRef<HTMLDivElement, PetsCarouselProps>(function PetsCarousel(
  { status = 'ready', pets = [], label = 'Adoptable pets', headingLevel, onRetry, retryHref, ...rest },
  ref,
) {
  if (status === 'loading') {
    return (
      <Placeholder ref={ref} label="Loading adoptable pets" {...rest}>
        <PlaceholderRow>
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <PlaceholderCard key={index}>
              <Skeleton $height={`${PET_IMAGE_HEIGHT}px`} $radius="lg" />
              <Skeleton $width="60%" $height="1.25rem" />
              <Skeleton $width="80%" $height="0.875rem" />
            </PlaceholderCard>
          ))}
        </PlaceholderRow>
      </Placeholder>
    );
  }
  if (status === 'error') {
    return (
      <ErrorState
        ref={ref}
        message={PETS_ERROR_MESSAGE}
        detail={PETS_ERROR_DETAIL}
        onRetry={onRetry}
        retryHref={retryHref}
        {...rest}
      />
    );
  }
  const shown = visiblePets(pets);
  if (shown.length === 0) return null;
  return (
    <Carousel ref={ref} label={label} previousLabel="Previous pets" nextLabel="Next pets" gap={GAP} {...rest}>
      {shown.map((pet) => (
        <PetCard key={pet.id} pet={pet} headingLevel={headingLevel} />
      ))}
    </Carousel>
  );
});
