'use client';

import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { hoverHighlight } from '../primitives/interactive';
import { useSectionInView } from './use-section-in-view';
import { theme } from '../theme/theme';

export interface SubNavSection {
  id: string;
  label: string;
}

export interface SubNavProps extends HTMLAttributes<HTMLElement> {
  sections: readonly SubNavSection[];
  /** Share of a section that must be visible to count as in view; the spec's 25%. */
  threshold?: number;
  /** Sticky offset, e.g. the navbar height (a number is pixels). Defaults to 0. */
  top?: number | string;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

const Bar = styled.nav<{ $top: string }>`
  position: sticky;
  top: ${({ $top }) => $top};
  z-index: ${theme.zIndices.sticky};
  background: ${theme.colors.background};
  border-bottom: 1px solid ${theme.colors.border};
`;

const List = styled.ul`
  display: flex;
  gap: ${theme.space[1]};
  margin: 0;
  padding: ${theme.space[2]} 0;
  list-style: none;
  /* Phones scroll the bar sideways rather than wrapping it onto several lines. */
  overflow-x: auto;
  white-space: nowrap;
  scrollbar-width: thin;
`;

const SectionLink = styled.a`
  display: inline-block;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;
  ${hoverHighlight}

  &[aria-current='true'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;

/** Sticky bar of in-page anchors highlighting the section in view (spec §9: 25% visible threshold). */
export const SubNav = forwardRef<HTMLElement, SubNavProps>(function SubNav(
  { sections, threshold = 0.25, top = 0, label = 'On this page', ...rest },
  ref,
) {
  const active = useSectionInView(
    sections.map((section) => section.id),
    threshold,
  );
  return (
    <Bar ref={ref} aria-label={label} $top={typeof top === 'number' ? `${top}px` : top} {...rest}>
      <List>
        {sections.map((section) => (
          <li key={section.id}>
            <SectionLink href={`#${section.id}`} aria-current={active === section.id ? 'true' : undefined}>
              {section.label}
            </SectionLink>
          </li>
        ))}
      </List>
    </Bar>
  );
});
