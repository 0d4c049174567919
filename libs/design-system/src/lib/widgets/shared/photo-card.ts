import { css, styled } from 'styled-components';
import { cardCoveringLink, cardSurface } from '../../primitives/interactive';
import { theme } from '../../theme/theme';

/**
 * A card with a photo on top (pets, homes for sale): rounded, lifted on hover and focus. Its parts are plain
 * elements styled from here, so a card is one styled element (decision 039): the photo (`> img`), the body
 * (`> div`) and, in it, a heading whose link covers the whole card (one big target, one tab stop). Each kind of card
 * sets its size with `photoCardSize`.
 */
export const PhotoCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${cardSurface}

  > img {
    display: block;
    object-fit: cover;
    background: ${theme.colors.surface};
  }

  > div {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    padding: ${theme.space[4]};
  }

  p {
    margin: 0;
  }

  :is(h2, h3, h4) {
    margin: 0;
    overflow-wrap: anywhere;
  }

  :is(h2, h3, h4) a {
    ${cardCoveringLink}
  }
`;

/** The card's width and its photo's size, so nothing moves while the photo loads (the img's attributes say the same). */
export const photoCardSize = (width: number, imageHeight: number) => css`
  width: ${width}px;

  > img {
    width: ${width}px;
    height: ${imageHeight}px;
  }
`;
