'use client';

import { forwardRef, useCallback, useRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { jumpToSection } from './jump-to-section';
import { TocAccordion } from './toc-accordion';
import { TocSelect } from './toc-select';
import { groupKey, TOC_STICKY_OFFSET, type TocSection } from './toc-types';
import { theme } from '../theme/theme';

export interface TocNavigatorProps extends HTMLAttributes<HTMLElement> {
  toc: readonly TocSection[];
  /** Heading and landmark name; defaults to 'Table of contents'. */
  title?: string;
  /** Topic groups open at first on large screens; all of them by default, so every link is in the server HTML. */
  defaultExpanded?: string[];
}

/** Room between the sticky navigator and a section it jumped to, on small screens. */
const GAP_BELOW_NAVIGATOR = 16;

const Wrapper = styled.nav`
  position: sticky;
  top: ${TOC_STICKY_OFFSET.mobile}px;
  z-index: ${theme.zIndices.sticky};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};

  ${theme.media.lg} {
    top: ${TOC_STICKY_OFFSET.desktop}px;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.fontSizes.lg};
`;

const SmallScreens = styled.div`
  ${theme.media.lg} {
    display: none;
  }
`;

const LargeScreens = styled.div`
  display: none;

  ${theme.media.lg} {
    display: block;
  }
`;

/**
 * Navigator for a long markdown document (voter guides, AI policy guides): a dropdown below the lg
 * breakpoint, an accordion of h5 topics with their h6 sections from lg up (spec §2, §9).
 */
export const TocNavigator = forwardRef<HTMLElement, TocNavigatorProps>(function TocNavigator(
  { toc, title = 'Table of contents', defaultExpanded, ...rest },
  ref,
) {
  const own = useRef<HTMLElement | null>(null);
  const setRefs = useCallback(
    (element: HTMLElement | null) => {
      own.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const onJump = useCallback(
    (id: string) => {
      const large = window.matchMedia?.(`(min-width: ${theme.breakpoints.lg})`).matches ?? false;
      // Below lg the navigator sticks above the text, so the section lands below the navigator itself (plus a gap),
      // not under it; from lg up it sits beside the text.
      const navigatorBelow = large ? 0 : (own.current?.getBoundingClientRect().height ?? 0) + GAP_BELOW_NAVIGATOR;
      jumpToSection(id, (large ? TOC_STICKY_OFFSET.desktop : TOC_STICKY_OFFSET.mobile) + navigatorBelow);
    },
    [theme.breakpoints.lg],
  );
  const expanded = defaultExpanded ?? toc.flatMap((group, index) => (group.title ? [groupKey(group, index)] : []));
  return (
    <Wrapper ref={setRefs} aria-label={title} {...rest}>
      <Title>{title}</Title>
      <SmallScreens>
        <TocSelect toc={toc} label="Jump to a section" onJump={onJump} />
      </SmallScreens>
      <LargeScreens>
        <TocAccordion toc={toc} defaultExpanded={expanded} onJump={onJump} />
      </LargeScreens>
    </Wrapper>
  );
});
