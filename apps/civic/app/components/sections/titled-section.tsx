import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '@civicbrief/design-system';

const Region = styled.section`
  display: grid;
  /* Never wider than the page (see Content in the design system). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[4]};
  /* Room for the sticky navbar and sub-navigation when an in-page link jumps here. */
  scroll-margin-top: 120px;
`;

const Heading = styled.h2`
  font-size: ${theme.fontSizes['2xl']};
`;

export interface TitledSectionProps {
  /** The section's id, for in-page links (sub-navigation); its heading is `{id}-heading`. */
  id: string;
  heading: string;
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/** A titled region of a page that in-page links (the city page's sub-navigation) jump to. */
export function TitledSection({ id, heading, headingLevel = 2, children }: TitledSectionProps) {
  return (
    <Region id={id} aria-labelledby={`${id}-heading`}>
      <Heading as={`h${headingLevel}`} id={`${id}-heading`}>
        {heading}
      </Heading>
      {children}
    </Region>
  );
}

/** A status line under a section's heading: 'No articles yet.', 'Showing 4 of 12 cities'. */
export const Muted = styled.p`
  color: ${theme.colors.mutedText};
`;

/** The centred row of a section's 'Show more' / 'See more' link. */
export const MoreRow = styled.div`
  display: flex;
  justify-content: center;
`;
