'use client';

import type { RsvpFormInput } from '@civicbrief/contracts';
import type { FocusEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { styled } from 'styled-components';
import type * as z from 'zod/mini';
import { FieldError } from '../field-error';
import { fieldErrorMessage } from '../field-error-message';

type Values = z.input<typeof RsvpFormInput>;

const Group = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 0.25rem;
    padding: 0;
    color: #1f2328;
    font-weight: 600;
  }

  legend span {
    color: #b3261e;
  }
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  margin-right: 1.5rem;

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: #1d4e89;
  }
`;

/** The answer the form holds: 'yes', 'no', both (sent without JavaScript) or none. */
export function answerOf(value: unknown): string[] {
  if (value === true || value === 'yes') return ['yes'];
  if (value === false || value === 'no') return ['no'];
  return Array.isArray(value) ? value.filter((entry) => entry === 'yes' || entry === 'no') : [];
}

const choices = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/**
 * 'Can you attend?': two checkboxes named willAttend (values yes and no). Checking one unchecks the other;
 * without JavaScript both can be sent, and the schema answers 'Please select if you will attend'. Validated
 * when focus leaves the pair (spec §5: on blur).
 */
export function AttendChoice({ form }: { form: UseFormReturn<Values> }) {
  const answer = answerOf(form.watch('willAttend'));
  const message = fieldErrorMessage(form.getFieldState('willAttend', form.formState).error);

  const choose = (value: 'yes' | 'no', checked: boolean) => {
    form.setValue('willAttend', checked ? value : '', { shouldDirty: true, shouldValidate: Boolean(message) });
  };
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) void form.trigger('willAttend');
  };

  return (
    <Group onBlur={leave} aria-describedby={message ? 'rsvp-attend-error' : undefined}>
      <legend>
        Can you attend?<span aria-hidden="true"> *</span>
      </legend>
      {choices.map((choice) => (
        <Choice key={choice.value} htmlFor={`rsvp-attend-${choice.value}`}>
          <input
            id={`rsvp-attend-${choice.value}`}
            type="checkbox"
            name="willAttend"
            value={choice.value}
            checked={answer.includes(choice.value)}
            aria-invalid={Boolean(message)}
            onChange={(event) => choose(choice.value, event.target.checked)}
          />
          {choice.label}
        </Choice>
      ))}
      <FieldError id="rsvp-attend-error" message={message} />
    </Group>
  );
}
