import { PageContainer, theme } from '@civicbrief/design-system';
import { NewsletterForm, NewsletterModal } from '@civicbrief/forms';
import { placeOfPath, type LocationValues, type PathPlace } from '@civicbrief/locations';
import { useLocation } from '@remix-run/react';
import { useState } from 'react';
import styled from 'styled-components';

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

function FooterBlock({ place, namesCity }: PathPlace) {
  // The heading names the city chosen in the form, which starts at the page's own.
  const [chosen, setChosen] = useState<LocationValues>(place);
  return (
    <Band aria-labelledby={HEADING_ID}>
      <Inner>
        <Intro>
          <h2 id={HEADING_ID}>{`Get ${chosen.city || 'local'} meeting summaries by email`}</h2>
          <p>Summaries of city council, planning commission and utilities meetings, sent to your inbox.</p>
          {namesCity ? (
            <NewsletterModal defaults={place} triggerLabel="Subscribe to another city" title="Subscribe to another city" $variant="secondary" />
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

// Pages that are themselves a form for the person or about their subscription: /subscribe is the same
// form, the others (sign-in, RSVP, the newsletter's personal links) would gain a second, unrelated one.
const WITHOUT_BLOCK = ['/subscribe', '/login', '/rsvp'];

/** Whether a page shows the newsletter block above the site footer. */
export function showsNewsletterFooter(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !WITHOUT_BLOCK.includes(path) && !path.startsWith('/newsletter/');
}

/**
 * The newsletter block above the site footer (spec §2 "Forms and modals"): its place comes from the
 * current path. Without JavaScript it posts to /subscribe.
 */
export function NewsletterFooter() {
  const { pathname } = useLocation();
  if (!showsNewsletterFooter(pathname)) return null;
  // A new page is a new place: the form starts again from its defaults.
  return <FooterBlock key={pathname} {...placeOfPath(pathname)} />;
}
