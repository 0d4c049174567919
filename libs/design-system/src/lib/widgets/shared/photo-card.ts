import styled from 'styled-components';
import { cardSurface } from '../../primitives/interactive';
import { theme } from '../../theme/theme';

/** A card with a photo on top (pets, homes for sale): fixed width, rounded, lifted on hover and focus. */
export const PhotoCard = styled.article<{ $width: number }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: ${({ $width }) => $width}px;
  height: 100%;
  overflow: hidden;
  ${cardSurface}
`;

/** The card's photo, sized so nothing moves while it loads. */
export const CardPhoto = styled.img<{ $width: number; $height: number }>`
  display: block;
  width: ${({ $width }) => $width}px;
  height: ${({ $height }) => $height}px;
  object-fit: cover;
  background: ${theme.colors.surface};
`;
