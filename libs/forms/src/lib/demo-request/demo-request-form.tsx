'use client';

import {
  DemoFormInput,
  demoMessages,
  INDUSTRIES,
  showsRegion,
  type DemoFormName,
  type DemoFormValues,
  type Industry,
} from '@civicbrief/contracts';
import { Button, Input, Spinner } from '@civicbrief/design-system';
import type { IntakeCalls } from '@civicbrief/gateway-client';
import type { DefaultValues } from 'react-hook-form';
import { styled } from 'styled-components';
import type * as z from 'zod/mini';
import { CheckboxField, SelectField, TextField } from '../fields';
import { FormError } from '../form-error';
import { FormField } from '../form-field';
import { HoneypotField } from '../honeypot-field';
import type { FormResult } from '../parse-form';
import { failureText } from '../shared/failure-text';
import { FormBody } from '../shared/form-body';
import { startingValues, textOf } from '../shared/form-values';
import { SuccessPanel } from '../shared/success-panel';
import { TermsLabel } from '../shared/terms-label';
import { browserClient } from '../shared/browser-client';
import { useFormSubmission } from '../shared/use-form-submission';
import { DEMO_REQUEST_FAILED, submitDemoRequest } from './submit-demo-request';

export interface DemoRequestFormProps {
  /** basic (the contact page, the home page's panel) or extended (the industry pages): spec §3. */
  variant: DemoFormName;
  /** The page's industry: the industry select is then hidden and holds it (spec §5). */
  parentIndustry?: Industry;
  /** Where the form posts without JavaScript: the route whose action sends it. */
  action: string;
  /** That action's answer, for the page the server renders after such a post. */
  result?: FormResult | null;
  headingLevel?: 2 | 3;
  /** The call's client; the browser's same-origin one by default. */
  client?: Pick<IntakeCalls, 'requestDemo'>;
}

const industryOptions = INDUSTRIES.map((industry) => ({ value: industry, label: industry }));

const empty = {
  firstName: '',
  lastName: '',
  email: '',
  title: '',
  companyName: '',
  industry: '',
  phone: '',
  region: '',
  website: '',
  regions__msas__markets: '',
  cities_counties_covered: '',
  current_tracking_methods: '',
  how_civicbrief_helps: '',
  terms: false,
};

/**
 * The region appears once Real Estate Firm is chosen. With JavaScript the field is rendered then; before
 * (and without JavaScript) it is in the page, shown by CSS only while that option is selected.
 */
const RegionWhenRealEstate = styled.div`
  display: none;
  form:has(select[name='industry'] option[value='Real Estate Firm']:checked) & {
    display: block;
  }
`;

const Answer = styled(Input).attrs({ as: 'textarea', rows: 3 })`
  min-height: 5rem;
  resize: vertical;
`;

/** Submit stays reachable while the form is invalid (aria-disabled): pressing it shows the messages. */
const Submit = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

type AnswerName =
  'regions__msas__markets' | 'cities_counties_covered' | 'current_tracking_methods' | 'how_civicbrief_helps';
const answers: [AnswerName, string, boolean][] = [
  ['regions__msas__markets', 'Regions, MSAs or markets you cover', true],
  ['cities_counties_covered', 'Cities and counties you cover', false],
  ['current_tracking_methods', 'How do you follow local government today?', false],
  ['how_civicbrief_helps', 'How could CivicBrief help you?', false],
];

/**
 * The demo contact forms (spec §3, §4, §5), basic and extended: validated on submit with the contracts
 * schema, submit marked disabled while invalid, a thank-you that replaces the form on success, the
 * failure toast keeping the values. Without JavaScript it posts to `action` (intakeAction).
 */
export function DemoRequestForm({
  variant,
  parentIndustry,
  action,
  result,
  headingLevel = 2,
  client,
}: DemoRequestFormProps) {
  const values = startingValues(result, {
    ...empty,
    formName: variant,
    ...(parentIndustry ? { industry: parentIndustry } : {}),
  });
  const submission = useFormSubmission({
    schema: DemoFormInput as z.core.$ZodType<DemoFormInput, DemoFormValues>,
    mode: 'onSubmit',
    defaultValues: values as DefaultValues<DemoFormValues>,
    result,
    failureMessage: DEMO_REQUEST_FAILED,
    send: (data, trap) => submitDemoRequest(client ?? browserClient(), data, { source: window.location.href, trap }),
  });
  const { form, hydrated, pending } = submission;
  const industry = form.watch('industry');

  if (submission.success)
    return <SuccessPanel title={demoMessages.thankYou} level={headingLevel} focus={submission.sent} />;

  const id = (name: string) => `demo-${variant}-${name}`;
  const text = (name: keyof typeof empty) => ({ form, name, id: id(name), defaultValue: textOf(values, name) });
  const extended = variant === 'extended';
  const region = <TextField {...text('region')} label="Region (optional)" autoComplete="address-level1" />;
  const invalid = hydrated && !form.formState.isValid;

  return (
    <FormBody method="post" action={action} noValidate onSubmit={submission.onSubmit} aria-label="Book a demo">
      <FormError message={failureText(result)} />
      <input type="hidden" {...form.register('formName')} value={variant} />
      <TextField {...text('firstName')} label="First name" required autoComplete="given-name" />
      <TextField {...text('lastName')} label="Last name" required autoComplete="family-name" />
      <TextField {...text('email')} label="Work email" required type="email" inputMode="email" autoComplete="email" />
      <TextField {...text('title')} label="Role or title" required autoComplete="organization-title" />
      <TextField {...text('companyName')} label="Company" required autoComplete="organization" />
      {parentIndustry ? (
        <input type="hidden" {...form.register('industry')} value={parentIndustry} />
      ) : (
        <SelectField
          {...text('industry')}
          label="Industry"
          required
          placeholder="Select your industry"
          options={industryOptions}
        />
      )}
      {parentIndustry ? (
        showsRegion(parentIndustry) ? (
          region
        ) : null
      ) : hydrated ? (
        showsRegion(industry) ? (
          region
        ) : null
      ) : (
        <RegionWhenRealEstate>{region}</RegionWhenRealEstate>
      )}
      <TextField
        {...text('phone')}
        label={extended ? 'Mobile phone' : 'Mobile phone (optional)'}
        required={extended}
        type="tel"
        autoComplete="tel"
      />
      <TextField {...text('website')} label="Company website" required type="url" inputMode="url" autoComplete="url" />
      {extended
        ? answers.map(([name, label, required]) => (
            <FormField
              key={name}
              label={label}
              required={required}
              id={id(name)}
              error={form.getFieldState(name, form.formState).error}
            >
              {(control) => <Answer {...control} {...form.register(name)} defaultValue={textOf(values, name)} />}
            </FormField>
          ))
        : null}
      <CheckboxField
        form={form}
        name="terms"
        id={id('terms')}
        label={<TermsLabel />}
        required
        defaultChecked={values['terms'] === true}
      />
      <HoneypotField />
      <div>
        <Submit
          type="submit"
          $size="lg"
          disabled={pending}
          aria-disabled={invalid || undefined}
          aria-busy={pending || undefined}
        >
          {pending ? (
            <>
              <Spinner $size="1rem" label="Sending…" />
              <span aria-hidden="true">Sending…</span>
            </>
          ) : (
            'Submit'
          )}
        </Submit>
      </div>
    </FormBody>
  );
}
