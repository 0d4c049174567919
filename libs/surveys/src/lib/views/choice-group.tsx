'use client';

import { theme } from '@civicbrief/design-system';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { FOCUS_SCROLL_MARGIN } from './survey-card';
import { useFocusOnChange } from './survey-focus';

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

const ErrorText = styled.p`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.colors.danger};
  font-weight: ${theme.fontWeights.semibold};
`;

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
