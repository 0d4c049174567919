'use client';

import { intakeThanks } from '@civicbrief/contracts';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { theme } from '@civicbrief/design-system';

const Panel = styled.div`
  padding: ${theme.space[6]};
  border: 1px solid ${theme.colors.border};
  border-left: 6px solid ${theme.colors.success};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  h2,
  h3 {
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${theme.colors.mutedText};
  }
`;

export interface SuccessPanelProps {
  title: string;
  text?: string;
  /** Heading level, so the panel fits the page's outline. */
  level?: 2 | 3;
  /** Moves focus to the panel's heading: the form (and its focused button) just disappeared. */
  focus?: boolean;
}

/** What replaces a form once it has been sent. */
export function SuccessPanel({ title, text, level = 2, focus = false }: SuccessPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Panel role="status">
      <Heading ref={heading} tabIndex={-1}>
        {title}
      </Heading>
      {text ? <p>{text}</p> : null}
    </Panel>
  );
}

/** The onboarding and real-estate lead success panel (spec §4): thanks, and someone will reach out. */
export function LeadSuccess({ level, focus }: Pick<SuccessPanelProps, 'level' | 'focus'>) {
  return (
    <SuccessPanel title={intakeThanks.onboarding} text={intakeThanks.onboardingNext} level={level} focus={focus} />
  );
}
