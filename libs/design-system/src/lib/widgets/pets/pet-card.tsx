import styled from 'styled-components';
import { petDetails, petImage, type PetView } from './pets-format';
import { cardCoveringLink } from '../../primitives/interactive';
import { CardPhoto, PhotoCard } from '../shared/photo-card';
import { theme } from '../../theme/theme';

/** Spec §9: pet card width 245px, image height 185px. */
export const PET_CARD_WIDTH = 245;
export const PET_IMAGE_HEIGHT = 185;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  padding: ${theme.space[4]};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

// The name link covers the whole card (::after): one big target, one tab stop.
const NameLink = styled.a`
  ${cardCoveringLink}
`;

const Details = styled.p`
  margin: 0;
  color: ${theme.colors.mutedText};
  font-size: ${theme.fontSizes.sm};
`;

export interface PetCardProps {
  pet: PetView;
  headingLevel?: 2 | 3 | 4;
}

/** One adoptable pet: photo, name linking to its page, breed and age when given. Needs a photo (`visiblePets`). */
export function PetCard({ pet, headingLevel = 3 }: PetCardProps) {
  const image = petImage(pet);
  const details = petDetails(pet);
  return (
    <PhotoCard $width={PET_CARD_WIDTH}>
      {image && (
        <CardPhoto
          $width={PET_CARD_WIDTH}
          $height={PET_IMAGE_HEIGHT}
          src={image.src}
          srcSet={image.srcSet}
          alt={`Photo of ${pet.name}`}
          width={PET_CARD_WIDTH}
          height={PET_IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      )}
      <Body>
        <Name as={`h${headingLevel}`}>
          <NameLink href={pet.url}>{pet.name}</NameLink>
        </Name>
        {details && <Details>{details}</Details>}
      </Body>
    </PhotoCard>
  );
}
