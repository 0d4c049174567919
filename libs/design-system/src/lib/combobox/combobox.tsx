'use client';

import { forwardRef, useId } from 'react';
import { Field, Label } from '../controls/field-parts';
import { ComboboxInput, type ComboboxInputProps } from './combobox-input';

export type ComboboxProps = Omit<ComboboxInputProps, 'id'>;

/** The city search autocomplete: a labelled ComboboxInput. */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(props, ref) {
  const id = `${useId()}-input`;
  return (
    <Field>
      <Label htmlFor={id}>{props.label}</Label>
      <ComboboxInput ref={ref} id={id} {...props} />
    </Field>
  );
});
