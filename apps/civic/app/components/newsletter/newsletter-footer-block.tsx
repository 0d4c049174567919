import { PageContainer, theme } from '@civicbrief/design-system';
import { NewsletterForm, NewsletterModal } from '@civicbrief/forms';
import { placeOfPath, type LocationValues } from '@civicbrief/locations';
import { useState } from 'react';
import { styled } from 'styled-components';

// An aside (complementary landmark): it supports every page's main content without being part of it.
const Band = styled.aside`
  padding-block: ${theme.space[10]};
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.primarySubtle};

  @media print {
    display: none;
  }
`;

const Inner = styled(PageContainer)`
  display: grid;
  gap: ${theme.space[6]};

  ${theme.media.lg} {
    grid-template-columns: minmax(16rem, 1fr) 2fr;
    align-items: start;
  }
`;

const Intro = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space[3]};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes['2xl']};
    line-height: ${theme.lineHeights.tight};
  }
  p {
    margin: 0;
    color: ${theme.colors.mutedText};
  }
`;

const HEADING_ID = 'newsletter-footer-heading';

export interface FooterBlockProps {
  /** The page's path: the place the form starts with (its city, county or state, else Saratoga). */
  pathname: string;
}

/**
 * The newsletter block itself, with the form, its place lists (the cities catalogue) and its validation: the code
 * the browser loads when the visitor first reaches for the block (newsletter-footer.tsx).
 */
export function FooterBlock({ pathname }: FooterBlockProps) {
  const { place, namesCity } = placeOfPath(pathname);
  // The heading names the city chosen in the form, which starts at the page's own.
  const [chosen, setChosen] = useState<LocationValues>(place);
  return (
    <Band aria-labelledby={HEADING_ID}>
      <Inner>
        <Intro>
          <h2 id={HEADING_ID}>{`Get ${chosen.city || 'local'} meeting summaries by email`}</h2>
          <p>Summaries of city council, planning commission and utilities meetings, sent to your inbox.</p>
          {namesCity ? (
            <NewsletterModal
              id="newsletter-footer-modal"
              defaults={place}
              triggerLabel="Subscribe to another city"
              title="Subscribe to another city"
              $variant="secondary"
            />
          ) : null}
        </Intro>
        <NewsletterForm
          defaults={place}
          label="Newsletter sign-up"
          showLocation={!namesCity}
          idPrefix="newsletter-footer"
          thanksHeadingLevel="h3"
          onLocationChange={setChosen}
        />
      </Inner>
    </Band>
  );
}
