import { Content, Section, SectionTitle, theme, Tile, TileGrid } from '@civicbrief/design-system';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Steps = styled.ol`
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    counter-increment: step;
  }
  li h3::before {
    content: counter(step) '. ';
    color: ${theme.colors.primary};
  }
`;

/** A tile's heading and text. */
export type TileText = readonly [title: string, text: string];

export interface TileSectionProps {
  /** Id of the section title (the section's label). */
  id: string;
  title: string;
  tiles: readonly TileText[];
  /** Numbered steps (an ordered list) instead of a grid. */
  steps?: boolean;
  tone?: 'surface';
  children?: ReactNode;
}

/** A titled band of tiles: what a product gives, who it is for, how it works. */
export function TileSection({ id, title, tiles, steps = false, tone, children }: TileSectionProps) {
  const List = steps ? Steps : TileGrid;
  return (
    <Section $tone={tone} aria-labelledby={id}>
      <Content>
        <SectionTitle id={id}>{title}</SectionTitle>
        {children}
        <List>
          {tiles.map(([tileTitle, text]) => (
            <Tile key={tileTitle}>
              <h3>{tileTitle}</h3>
              <p>{text}</p>
            </Tile>
          ))}
        </List>
      </Content>
    </Section>
  );
}
