import type { ReactNode } from 'react';
import styled from 'styled-components';

const Region = styled.section`
  display: grid;
  /* Never wider than the page (see Content in the design system). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  /* Room for the sticky navbar and sub-navigation when an in-page link jumps here. */
  scroll-margin-top: 120px;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

/** A titled region of the city page that the sub-navigation links to. */
export function CitySection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Region id={id} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>{heading}</Heading>
      {children}
    </Region>
  );
}
