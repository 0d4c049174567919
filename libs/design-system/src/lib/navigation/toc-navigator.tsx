import { forwardRef, useCallback, type HTMLAttributes } from 'react';
import styled, { useTheme } from 'styled-components';
import { jumpToSection } from './jump-to-section';
import { TocAccordion } from './toc-accordion';
import { TocSelect } from './toc-select';
import { groupKey, TOC_STICKY_OFFSET, type TocSection } from './toc-types';

export interface TocNavigatorProps extends HTMLAttributes<HTMLElement> {
  toc: readonly TocSection[];
  /** Heading and landmark name; defaults to 'Table of contents'. */
  title?: string;
  /** Topic groups open at first on large screens; all of them by default, so every link is in the server HTML. */
  defaultExpanded?: string[];
}

const Wrapper = styled.nav`
  position: sticky;
  top: ${TOC_STICKY_OFFSET.mobile}px;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};

  ${({ theme }) => theme.media.lg} {
    top: ${TOC_STICKY_OFFSET.desktop}px;
  }
`;

const Title = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const SmallScreens = styled.div`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const LargeScreens = styled.div`
  display: none;

  ${({ theme }) => theme.media.lg} {
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
  const theme = useTheme();
  const onJump = useCallback(
    (id: string) => {
      const large = window.matchMedia?.(`(min-width: ${theme.breakpoints.lg})`).matches ?? false;
      jumpToSection(id, large ? TOC_STICKY_OFFSET.desktop : TOC_STICKY_OFFSET.mobile);
    },
    [theme.breakpoints.lg],
  );
  const expanded = defaultExpanded ?? toc.flatMap((group, index) => (group.title ? [groupKey(group, index)] : []));
  return (
    <Wrapper ref={ref} aria-label={title} {...rest}>
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
