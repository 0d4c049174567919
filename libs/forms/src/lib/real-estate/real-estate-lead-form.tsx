import { intakeToasts, RealEstateLeadFormInput } from '@civicbrief/contracts';
import type { GatewayClient } from '@civicbrief/gateway-client';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../fields';
import { FormAlert } from '../form-alert';
import { HoneypotField } from '../honeypot-field';
import { FormBody } from '../onboarding/form-body';
import { startingValues, textOf } from '../onboarding/form-values';
import { LeadSuccess } from '../onboarding/lead-success';
import { PersonFields, TermsField } from '../onboarding/person-fields';
import { browserClient, useBrowserSubmission } from '../onboarding/use-browser-submission';
import type { FormResult } from '../parse-form';
import { SubmitButton } from '../submit-button';
import { useHydrated } from '../use-hydrated';
import { useIntakeForm } from '../use-intake-form';
import { submitRealEstateLead } from './submit-real-estate-lead';

type Values = z.input<typeof RealEstateLeadFormInput>;

export interface RealEstateLeadFormProps {
  /** Where the form posts without JavaScript: the route whose action sends it. */
  action: string;
  /** That action's answer, for the page the server renders after such a post. */
  result?: FormResult | null;
  headingLevel?: 2 | 3;
  /** The calls' client; the browser's same-origin one by default. */
  client?: Pick<GatewayClient, 'subscribeRealEstate'>;
}

const defaults = { first_name: '', last_name: '', email: '', title: '', company: '' };

/**
 * The real-estate demo lead form (spec §5): the onboarding form's person fields plus company, without city
 * and state; validated on change, submit disabled until valid and while sending.
 */
export function RealEstateLeadForm({ action, result, headingLevel = 2, client }: RealEstateLeadFormProps) {
  const hydrated = useHydrated();
  const values = startingValues(result, defaults);
  const form = useIntakeForm<Values>({
    schema: RealEstateLeadFormInput,
    mode: 'onChange',
    defaultValues: values as DefaultValues<Values>,
    result,
  });
  const submission = useBrowserSubmission(form, (data: RealEstateLeadFormInput, trap) =>
    submitRealEstateLead(client ?? browserClient(), data, { source: window.location.href, trap }),
    intakeToasts.onboardingFailed,
  );

  if (submission.success || result?.status === 'success') return <LeadSuccess level={headingLevel} focus={Boolean(submission.success)} />;

  const ready = form.formState.isValid && !submission.pending;
  return (
    <FormBody method="post" action={action} noValidate onSubmit={submission.onSubmit} aria-label="Demo request">
      <FormAlert message={result?.status === 'failed' ? result.message : null} />
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
      <HoneypotField />
      <div>
        <SubmitButton loading={submission.pending} disabled={hydrated && !ready}>
          Submit
        </SubmitButton>
      </div>
    </FormBody>
  );
}
