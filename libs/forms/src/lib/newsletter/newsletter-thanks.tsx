'use client';

import { intakeThanks } from '@civicbrief/contracts';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { theme } from '@civicbrief/design-system';

export type ThanksHeadingLevel = 'h2' | 'h3';

export interface NewsletterThanksProps {
  confirmationSent: boolean;
  headingLevel?: ThanksHeadingLevel;
  /** Moves focus to the heading: the form and its button are gone, so focus must go somewhere useful. */
  focusOnMount?: boolean;
}

const Panel = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border-left: 6px solid ${theme.colors.success};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};

  h2,
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.text};
  }
  h2:focus,
  h3:focus {
    outline: none;
  }
  p {
    margin: 0;
    color: ${theme.colors.mutedText};
  }
`;

/** Spec §4: the thank-you heading that replaces the form, plus the confirm-by-email line with double opt-in. */
export function NewsletterThanks({
  confirmationSent,
  headingLevel = 'h2',
  focusOnMount = false,
}: NewsletterThanksProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const Heading = headingLevel;
  return (
    <Panel role="status">
      <Heading ref={heading} tabIndex={-1}>
        {intakeThanks.newsletter}
      </Heading>
      {confirmationSent ? <p>{intakeThanks.newsletterConfirm}</p> : null}
    </Panel>
  );
}
