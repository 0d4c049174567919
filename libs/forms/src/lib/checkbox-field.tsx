import type { InputHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Checkbox, CheckboxLabel, theme } from '@civicbrief/design-system';
import { styled } from 'styled-components';
import { FieldError } from './field-error';
import { fieldErrorMessage, fieldErrorOf } from './field-error-message';
import type { BoundProps } from './fields';

const CheckRow = styled.div`
  margin-bottom: ${theme.space[4]};
`;

export type CheckboxFieldProps<TValues extends FieldValues> = BoundProps<TValues> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'required' | 'type'>;

/** A checkbox with its label beside it (terms); its error shows under it. */
export function CheckboxField<TValues extends FieldValues>({
  form,
  name,
  label,
  required,
  ...input
}: CheckboxFieldProps<TValues>) {
  const id = input.id ?? `check-${String(name)}`;
  const message = fieldErrorMessage(fieldErrorOf(form, name));
  return (
    <CheckRow>
      <CheckboxLabel htmlFor={id}>
        <Checkbox
          type="checkbox"
          {...input}
          id={id}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? `${id}-error` : undefined}
          {...(required ? { required: true } : {})}
          {...form.register(name)}
        />
        <span>{label}</span>
      </CheckboxLabel>
      <FieldError id={`${id}-error`} message={message} />
    </CheckRow>
  );
}
