'use client';

import { Button, theme } from '@civicbrief/design-system';
import type { FormEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import { useFocusOnChange } from './survey-focus';
import { noSubscriberText } from './labels';

/** Room above a question that takes the focus, so the sticky navbar never covers it. */
export const FOCUS_SCROLL_MARGIN = '6rem';

export const SurveyCard = styled.section`
  max-width: 40rem;
  padding: ${theme.space[6]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.sm};

  @media (max-width: 480px) {
    padding: ${theme.space[4]};
  }
`;

export const SurveyTitle = styled.h1`
  margin: 0 0 ${theme.space[4]};
  font-size: ${theme.fontSizes['2xl']};
  line-height: ${theme.lineHeights.tight};

  scroll-margin-top: ${FOCUS_SCROLL_MARGIN};

  &:focus:not(:focus-visible) {
    outline: none;
  }
`;

export const SurveyText = styled.p`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.colors.mutedText};
`;

const Track = styled.div`
  height: 0.5rem;
  margin-bottom: ${theme.space[2]};
  overflow: hidden;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primarySubtle};
`;

const Bar = styled.div`
  height: 100%;
  background: ${theme.colors.primary};
  transition: width 0.2s ease-out;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The survey's progress, 0-100. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const rounded = Math.round(value);
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={rounded}>
      <Bar style={{ width: `${rounded}%` }} />
    </Track>
  );
}

export const StepLabel = styled.p`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.colors.mutedText};
  font-size: ${theme.fontSizes.sm};
`;

/** A survey opened without a subscriber id: its title and why there are no questions (spec: questions need an id). */
export function NoSubscriberCard({ title }: { title: string }) {
  return (
    <SurveyCard aria-labelledby="survey-title">
      <SurveyTitle id="survey-title">{title}</SurveyTitle>
      <SurveyText>{noSubscriberText}</SurveyText>
    </SurveyCard>
  );
}

/** A survey's closing words: announced, and focused when they replace the survey in a running page. */
export function Confirmation({ title, children }: { title: string; children?: ReactNode }) {
  const ref = useFocusOnChange<HTMLHeadingElement>(title);
  return (
    <SurveyCard aria-labelledby="survey-title">
      <div role="status">
        <SurveyTitle id="survey-title" ref={ref} tabIndex={-1}>
          {title}
        </SurveyTitle>
      </div>
      {children}
    </SurveyCard>
  );
}

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  justify-content: space-between;
  margin-top: ${theme.space[4]};
`;

export const Submitting = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-height: 6rem;
  color: ${theme.colors.mutedText};
`;

/** The button pressed to submit a form (Back or Next). */
export const submitterValue = (event: FormEvent<HTMLFormElement>): string =>
  ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? 'next';

/** Back (from the second step on) and Next, Submit on the last step: each a form post without JavaScript. */
export function StepActions({ back, last, nextDisabled }: { back: boolean; last: boolean; nextDisabled?: boolean }) {
  return (
    <Actions>
      {back ? (
        <Button type="submit" name="intent" value="back" $variant="secondary">
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" name="intent" value="next" disabled={nextDisabled}>
        {last ? 'Submit' : 'Next'}
      </Button>
    </Actions>
  );
}

export { Button };
