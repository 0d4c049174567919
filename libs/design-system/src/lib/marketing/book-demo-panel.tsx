import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../primitives/button';
import { cardSurface } from '../primitives/interactive';
import { stringsOf, textOf } from './content-props';
import { MarketingSection } from './marketing-section';
import { theme } from '../theme/theme';

const Panel = styled.div`
  display: grid;
  gap: ${theme.space[8]};
  padding: ${theme.space[6]};
  ${cardSurface}

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    padding: ${theme.space[10]};
  }
  &:hover,
  &:focus-within {
    box-shadow: ${theme.shadows.sm};
  }
`;

const Points = styled.ul`
  display: grid;
  align-content: start;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li::before {
    content: '✓ ';
    color: ${theme.colors.success};
    font-weight: ${theme.fontWeights.bold};
  }
`;

export interface BookDemoPanelProps {
  heading?: string;
  intro?: string;
  /** What the demo covers, as bullet points. */
  points?: readonly string[];
  /** The section's anchor; '#contact-form' by default, where every 'Book a demo' button leads. */
  id?: string;
  /** The demo form; without it, a button to the contact page's form. */
  children?: ReactNode;
}

/** The Book a Demo panel: why to book, beside the demo form. */
export function BookDemoPanel({ heading, intro, points, id = 'contact-form', children }: BookDemoPanelProps) {
  const list = stringsOf(points, 8, 200);
  return (
    <MarketingSection id={id} heading={textOf(heading, 160) || 'Book a demo'} intro={textOf(intro)} tone="surface">
      <Panel>
        {list.length > 0 ? (
          <Points>
            {list.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </Points>
        ) : (
          <div />
        )}
        <div>
          {children ?? (
            <Button as="a" href="/contact#contact-form" $size="lg">
              Book a demo
            </Button>
          )}
        </div>
      </Panel>
    </MarketingSection>
  );
}
