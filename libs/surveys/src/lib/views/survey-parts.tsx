'use client';

import { Button, Input, Label, theme, useHydrated } from '@civicbrief/design-system';
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { styled } from 'styled-components';
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

const Group = styled.fieldset`
  margin: 0 0 ${theme.space[4]};
  padding: 0;
  border: 0;
  scroll-margin-top: ${FOCUS_SCROLL_MARGIN};

  &:focus {
    outline: none;
  }

  legend {
    margin-bottom: ${theme.space[3]};
    padding: 0;
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

/** One answer: a native radio or checkbox inside a pill-shaped label; the whole pill is the target. */
const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 2.75rem;
  padding: ${theme.space[2]} ${theme.space[4]};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.pill};
  cursor: pointer;

  input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${theme.colors.primary};
  }

  &:has(input:checked) {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primarySubtle};
    font-weight: ${theme.fontWeights.medium};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** Long answers (the reasons) stack one per line. */
const StackedOptions = styled(Options)`
  flex-direction: column;
  align-items: stretch;

  ${Option} {
    border-radius: ${theme.radii.md};
  }
`;

export const ErrorText = styled.p`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.colors.danger};
  font-weight: ${theme.fontWeights.semibold};
`;

const useMountLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * What the visitor did before the app arrived (pages load their scripts on first use, decision 021): the form's
 * answers are read once, as hydration ends and before the controlled inputs render from the survey's state.
 */
export function useAdoptFormValues(form: RefObject<HTMLFormElement | null>, adopt: (data: FormData) => void) {
  useMountLayoutEffect(() => {
    if (form.current) adopt(new FormData(form.current));
    // Once, on mount.
  }, []);
}

/**
 * Moves focus to the question when the step changes, for keyboard and screen readers: on a change, and on mount
 * when the page was already running (a new step's question), never on the page's first render.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const mountedLive = useRef(useHydrated());
  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (initial && !mountedLive.current) return;
    ref.current?.focus();
  }, [key]);
  return ref;
}

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

export interface ChoiceGroupProps {
  name: string;
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  /** Radios: the chosen one; checkboxes: the ticked ones. */
  chosen: readonly string[];
  multiple?: boolean;
  stacked?: boolean;
  /** With JavaScript: a click on an answer (clicking the chosen radio again clears it). */
  onToggle?: (value: string) => void;
  error?: string | null;
  focusKey: unknown;
}

/** A question's answers as native radios or checkboxes: they post without JavaScript and work with the keyboard. */
export function ChoiceGroup({
  name,
  legend,
  options,
  chosen,
  multiple = false,
  stacked = false,
  onToggle,
  error,
  focusKey,
}: ChoiceGroupProps) {
  const ref = useFocusOnChange<HTMLFieldSetElement>(focusKey);
  const errorId = `${name}-error`;
  const List = stacked ? StackedOptions : Options;
  return (
    <Group ref={ref} tabIndex={-1} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <List>
        {options.map((option) => (
          <Option key={option.value}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={chosen.includes(option.value)}
              // Controlled by the survey's state once hydrated; the click (mouse, Space or arrows) is the toggle.
              onChange={() => undefined}
              onClick={onToggle ? () => onToggle(option.value) : undefined}
            />
            {option.label}
          </Option>
        ))}
      </List>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Group>
  );
}

const TextBox = styled.div`
  display: grid;
  gap: ${theme.space[1]};
  margin-bottom: ${theme.space[4]};
`;

/** An optional free-text answer. */
export function OptionalText({
  id,
  name,
  label,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange?: (text: string) => void;
}) {
  return (
    <TextBox>
      <Label htmlFor={id}>{label}</Label>
      <Input
        as="textarea"
        id={id}
        name={name}
        rows={3}
        maxLength={1000}
        value={value}
        // Before hydration the box is the browser's own; React reads what was typed when it arrives (useAdoptFormValues).
        onChange={(event: { target: { value: string } }) => onChange?.(event.target.value)}
      />
    </TextBox>
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

export { Button };
