'use client';

import { RealEstateLeadFormInput } from '@civicbrief/contracts';
import type { IntakeCalls } from '@civicbrief/gateway-client';
import type * as z from 'zod/mini';
import { TextField } from '../fields';
import { FormError } from '../form-error';
import type { FormResult } from '../parse-form';
import { failureText } from '../shared/failure-text';
import { FormEnd } from '../shared/form-end';
import { FormBody } from '../shared/form-body';
import { textOf } from '../shared/form-values';
import { PersonFields, TermsField } from '../shared/person-fields';
import { LeadSuccess } from '../shared/success-panel';
import { browserClient } from '../shared/browser-client';
import { useLeadSubmission } from '../shared/use-lead-submission';
import { submitRealEstateLead } from './submit-real-estate-lead';

type Values = z.input<typeof RealEstateLeadFormInput>;

export interface RealEstateLeadFormProps {
  /** Where the form posts without JavaScript: the route whose action sends it. */
  action: string;
  /** That action's answer, for the page the server renders after such a post. */
  result?: FormResult | null;
  headingLevel?: 2 | 3;
  /** The calls' client; the browser's same-origin one by default. */
  client?: Pick<IntakeCalls, 'subscribeRealEstate'>;
}

const defaults = { first_name: '', last_name: '', email: '', title: '', company: '' };

/**
 * The real-estate demo lead form (spec §5): the onboarding form's person fields plus company, without city
 * and state; validated on change, submit disabled until valid and while sending.
 */
export function RealEstateLeadForm({ action, result, headingLevel = 2, client }: RealEstateLeadFormProps) {
  const submission = useLeadSubmission(
    RealEstateLeadFormInput as z.core.$ZodType<RealEstateLeadFormInput, Values>,
    defaults,
    result,
    (data, options) => submitRealEstateLead(client ?? browserClient(), data, options),
  );
  const { form, hydrated, values } = submission;

  if (submission.success) return <LeadSuccess level={headingLevel} focus={submission.sent} />;

  const ready = form.formState.isValid && !submission.pending;
  return (
    <FormBody method="post" action={action} noValidate onSubmit={submission.onSubmit} aria-label="Demo request">
      <FormError message={failureText(result)} />
      <PersonFields form={form} values={values} idPrefix="lead" />
      <TextField
        form={form}
        name="company"
        id="lead-company"
        label="Company"
        required
        defaultValue={textOf(values, 'company')}
        autoComplete="organization"
      />
      <TermsField form={form} values={values} idPrefix="lead" />
      <FormEnd pending={submission.pending} disabled={hydrated && !ready}>
        Submit
      </FormEnd>
    </FormBody>
  );
}
