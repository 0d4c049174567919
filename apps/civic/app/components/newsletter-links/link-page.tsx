import { Content, PageTitle, Section, theme } from '@civicbrief/design-system';
import { FormError } from '@civicbrief/forms';
import { useEffect, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';

const Done = styled.p`
  max-width: 48rem;
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.colors.success};
  border-left-width: 6px;
  border-radius: ${theme.radii.md};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.lg};

  &:focus-visible {
    outline: 3px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export interface LinkPageProps {
  title: string;
  /** A link or request problem to show as an alert. */
  problem?: string | null;
  /** What was done; replaces the page's form. */
  done?: string | null;
  /** True when `done` just arrived from the form: focus moves to it, as the button it replaces is gone. */
  announce?: boolean;
  children?: ReactNode;
}

/** The frame of the newsletter's signed-link pages (confirm, unsubscribe, my data). */
export function LinkPage({ title, problem, done, announce = false, children }: LinkPageProps) {
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (announce && done) doneRef.current?.focus();
  }, [announce, done]);
  return (
    <Section>
      <Content>
        <PageTitle>{title}</PageTitle>
        <FormError message={problem} />
        {done ? (
          <Done ref={doneRef} role="status" tabIndex={-1}>
            {done}
          </Done>
        ) : (
          children
        )}
      </Content>
    </Section>
  );
}
