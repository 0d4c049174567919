import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Checkbox, CheckboxLabel, Input, Select, SelectOptions, theme } from '@civicbrief/design-system';
import { styled } from 'styled-components';
import { FieldError } from './field-error';
import { fieldErrorMessage } from './field-error-message';
import { FormField } from './form-field';

interface BoundProps<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  name: Path<TValues>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

function errorOf<TValues extends FieldValues>(form: UseFormReturn<TValues>, name: Path<TValues>) {
  return form.getFieldState(name, form.formState).error;
}

export type TextFieldProps<TValues extends FieldValues> = BoundProps<TValues> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'required'>;

/** A labelled text input registered with the form; its error shows under it. */
export function TextField<TValues extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  ...input
}: TextFieldProps<TValues>) {
  return (
    <FormField label={label} hint={hint} required={required} error={errorOf(form, name)} id={input.id}>
      {(control) => <Input type="text" {...input} {...control} {...form.register(name)} />}
    </FormField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps<TValues extends FieldValues> = BoundProps<TValues> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'form' | 'name' | 'required'> & {
    options: readonly SelectOption[];
    /** The empty first option's text. */
    placeholder: string;
  };

/** A native select (it works without JavaScript and with every screen reader). */
export function SelectField<TValues extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  options,
  placeholder,
  ...select
}: SelectFieldProps<TValues>) {
  return (
    <FormField label={label} hint={hint} required={required} error={errorOf(form, name)} id={select.id}>
      {(control) => (
        <Select {...select} {...control} {...form.register(name)}>
          <SelectOptions placeholder={placeholder} options={options} />
        </Select>
      )}
    </FormField>
  );
}

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
  const message = fieldErrorMessage(errorOf(form, name));
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
