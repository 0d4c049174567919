import { styled } from 'styled-components';
import { petDetails, petImage, type PetView } from './pets-format';
import { PhotoCard, photoCardSize } from '../shared/photo-card';
import { theme } from '../../theme/theme';

/** Spec §9: pet card width 245px, image height 185px. */
export const PET_CARD_WIDTH = 245;
export const PET_IMAGE_HEIGHT = 185;

const Card = styled(PhotoCard)`
  ${photoCardSize(PET_CARD_WIDTH, PET_IMAGE_HEIGHT)}

  :is(h2, h3, h4) {
    font-size: ${theme.fontSizes.lg};
  }

  p {
    color: ${theme.colors.mutedText};
    font-size: ${theme.fontSizes.sm};
  }
`;

export interface PetCardProps {
  pet: PetView;
  headingLevel?: 2 | 3 | 4;
}

/** One adoptable pet: photo, name linking to its page, breed and age when given. Needs a photo (`visiblePets`). */
export function PetCard({ pet, headingLevel = 3 }: PetCardProps) {
  const image = petImage(pet);
  const details = petDetails(pet);
  const Heading = `h${headingLevel}` as const;
  return (
    <Card>
      {image && (
        <img
          src={image.src}
          srcSet={image.srcSet}
          alt={`Photo of ${pet.name}`}
          width={PET_CARD_WIDTH}
          height={PET_IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      )}
      <div>
        <Heading>
          <a href={pet.url}>{pet.name}</a>
        </Heading>
        {details && <p>{details}</p>}
      </div>
    </Card>
  );
}
