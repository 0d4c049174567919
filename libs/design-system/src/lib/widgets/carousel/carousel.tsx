'use client';

import { Children, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { iconControl } from '../../primitives/interactive';
import { theme } from '../../theme/theme';
import { useCarouselScroll } from './use-carousel-scroll';

const Region = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[3]};
`;

const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;

const Arrow = styled.button`
  ${iconControl}

  &:hover:not([aria-disabled='true']) {
    background: ${theme.colors.primarySubtle};
    color: ${theme.colors.primary};
  }

  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

// Scrolls sideways on its own (touch, trackpad, shift+wheel, and a focused link is scrolled into view),
// snapping to the start of a slide; the buttons page through it.
const Track = styled.ul<{ $gap: string }>`
  display: flex;
  gap: ${({ $gap }) => $gap};
  margin: 0;
  padding: ${theme.space[1]} ${theme.space[1]} ${theme.space[3]};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: ${theme.space[1]};
  scroll-behavior: smooth;

  > li {
    flex: none;
    scroll-snap-align: start;
  }
`;

export interface CarouselProps extends HTMLAttributes<HTMLDivElement> {
  /** Accessible name of the carousel, e.g. 'Adoptable pets'. */
  label: string;
  /** One child per slide; each is put in a list item. */
  children: ReactNode;
  /** Names of the buttons; default 'Previous' and 'Next'. */
  previousLabel?: string;
  nextLabel?: string;
  /** CSS gap between slides; defaults to 1rem. */
  gap?: string;
}

/**
 * A sideways list of slides with CSS scroll-snap and previous/next buttons that move by one view.
 * Keyboard: the buttons, and Tab through the slides' links (each scrolls into view). Without JavaScript
 * the list still scrolls. Rendered the same on the server; the buttons learn the scroll position on mount.
 */
export const Carousel = forwardRef<HTMLDivElement, CarouselProps>(function Carousel(
  { label, children, previousLabel = 'Previous', nextLabel = 'Next', gap = '1rem', ...rest },
  ref,
) {
  const { trackRef, edges, page } = useCarouselScroll();

  return (
    <Region ref={ref} role="region" aria-roledescription="carousel" aria-label={label} {...rest}>
      <Controls>
        <Arrow
          type="button"
          aria-label={previousLabel}
          aria-disabled={edges.atStart || undefined}
          onClick={() => page(-1)}
        >
          <Chevron direction="left" />
        </Arrow>
        <Arrow type="button" aria-label={nextLabel} aria-disabled={edges.atEnd || undefined} onClick={() => page(1)}>
          <Chevron direction="right" />
        </Arrow>
      </Controls>
      <Track ref={trackRef} $gap={gap}>
        {Children.map(children, (child) =>
          child === null || child === undefined || child === false ? null : <li>{child}</li>,
        )}
      </Track>
    </Region>
  );
});

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
