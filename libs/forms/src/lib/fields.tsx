import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Input, Select, SelectOptions } from '@civicbrief/design-system';
import { fieldErrorOf } from './field-error-message';
import { FormField } from './form-field';

export interface BoundProps<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  name: Path<TValues>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
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
    <FormField label={label} hint={hint} required={required} error={fieldErrorOf(form, name)} id={input.id}>
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
    <FormField label={label} hint={hint} required={required} error={fieldErrorOf(form, name)} id={select.id}>
      {(control) => (
        <Select {...select} {...control} {...form.register(name)}>
          <SelectOptions placeholder={placeholder} options={options} />
        </Select>
      )}
    </FormField>
  );
}

// In a module of its own: a page without a checkbox loads none of its code.
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
