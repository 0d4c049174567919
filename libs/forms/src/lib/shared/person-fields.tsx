import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { CheckboxField, TextField } from '../fields';
import { textOf } from './form-values';

interface PersonFieldsProps<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  /** Values to show again after a submit without JavaScript. */
  values: Record<string, unknown>;
  /** Prefix of the field ids, unique on the page. */
  idPrefix: string;
}

/** First name, last name, email and role or title: the person of an onboarding or demo lead (spec §3). */
export function PersonFields<TValues extends FieldValues>({ form, values, idPrefix }: PersonFieldsProps<TValues>) {
  const field = (name: string) => ({
    form,
    name: name as Path<TValues>,
    id: `${idPrefix}-${name}`,
    defaultValue: textOf(values, name),
    required: true,
  });
  return (
    <>
      <TextField {...field('first_name')} label="First name" autoComplete="given-name" />
      <TextField {...field('last_name')} label="Last name" autoComplete="family-name" />
      <TextField {...field('email')} label="Email" type="email" autoComplete="email" inputMode="email" />
      <TextField {...field('title')} label="Role or title" autoComplete="organization-title" />
    </>
  );
}

/** The terms checkbox, with links to the terms and the privacy policy. */
export function TermsField<TValues extends FieldValues>({ form, values, idPrefix }: PersonFieldsProps<TValues>) {
  return (
    <CheckboxField
      form={form}
      name={'terms' as Path<TValues>}
      id={`${idPrefix}-terms`}
      defaultChecked={values['terms'] === true}
      required
      label={
        <>
          I agree to the <a href="/terms-of-service">terms of service</a> and the{' '}
          <a href="/privacy-policy">privacy policy</a>
        </>
      }
    />
  );
}
