'use client';

import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Content, Lead, Section, SectionTitle } from '../page/page-parts';

const Band = styled(Section)`
  /* In-page anchors (#contact-form) land below the sticky navbar. */
  scroll-margin-top: 5rem;
`;

export interface MarketingSectionProps {
  /** The section's anchor, e.g. 'how-it-works'. */
  id?: string;
  heading?: string;
  intro?: string;
  tone?: 'plain' | 'surface';
  children?: ReactNode;
}

/** A band of a marketing page: its h2 (the section's name), an optional intro, then the block's body. */
export function MarketingSection({ id, heading, intro, tone = 'plain', children }: MarketingSectionProps) {
  const headingId = useId();
  return (
    <Band id={id} $tone={tone} aria-labelledby={heading ? headingId : undefined}>
      <Content>
        {heading || intro ? (
          <div>
            {heading ? <SectionTitle id={headingId}>{heading}</SectionTitle> : null}
            {intro ? <Lead>{intro}</Lead> : null}
          </div>
        ) : null}
        {children}
      </Content>
    </Band>
  );
}
