'use client';

import { OnboardingFormInput } from '@civicbrief/contracts';
import type { IntakeCalls } from '@civicbrief/gateway-client';
import type * as z from 'zod/mini';
import { FormError } from '../form-error';
import type { FormResult } from '../parse-form';
import { DialogFailure } from '../shared/dialog-failure';
import { failureText } from '../shared/failure-text';
import { FormEnd } from '../shared/form-end';
import { FormBody } from '../shared/form-body';
import { PersonFields, TermsField } from '../shared/person-fields';
import { LeadSuccess } from '../shared/success-panel';
import { browserClient } from '../shared/browser-client';
import { useLeadSubmission } from '../shared/use-lead-submission';
import { OnboardingLocation } from './onboarding-location';
import { submitOnboarding } from './submit-onboarding';

type Values = z.input<typeof OnboardingFormInput>;

export interface OnboardingFormProps {
  /** Where the form posts without JavaScript: the route whose action sends it. */
  action: string;
  /** That action's answer, for the page the server renders after such a post. */
  result?: FormResult | null;
  /** Heading level of the success panel. */
  headingLevel?: 2 | 3;
  /** The form is in a modal dialog, which hides the toast from screen readers: the failure is repeated inside. */
  inDialog?: boolean;
  /** The calls' client; the browser's same-origin one by default. */
  client?: Pick<IntakeCalls, 'subscribeOnboarding'>;
}

const defaults = {
  first_name: '',
  last_name: '',
  email: '',
  title: '',
  manual: false,
  city: '',
  county: '',
  state: '',
};

/**
 * The onboarding form for public officials (spec §2, §4, §5): validated on change; the city picked from the
 * list (which fills county and state) or typed with 'enter your city manually'. The submit button stays
 * disabled until the form is valid, not sending, and city and state are set. Without JavaScript the form is
 * the manual one and posts to `action`.
 */
export function OnboardingForm({ action, result, headingLevel = 2, inDialog = false, client }: OnboardingFormProps) {
  const submission = useLeadSubmission(
    OnboardingFormInput as z.core.$ZodType<OnboardingFormInput, Values>,
    defaults,
    result,
    (data, options) => submitOnboarding(client ?? browserClient(), data, options),
  );
  const { form, hydrated, values } = submission;
  const [manual, city, state] = form.watch(['manual', 'city', 'state']);

  if (submission.success) return <LeadSuccess level={headingLevel} focus={submission.sent} />;

  const ready = form.formState.isValid && !submission.pending && Boolean(city) && Boolean(state);
  return (
    <FormBody method="post" action={action} noValidate onSubmit={submission.onSubmit} aria-label="Onboarding request">
      <FormError message={failureText(result)} />
      {inDialog ? <DialogFailure message={submission.failure} /> : null}
      <PersonFields form={form} values={values} idPrefix="onboarding" />
      <OnboardingLocation form={form} manual={!hydrated || Boolean(manual)} interactive={hydrated} values={values} />
      <TermsField form={form} values={values} idPrefix="onboarding" />
      <FormEnd pending={submission.pending} disabled={hydrated && !ready}>
        Submit
      </FormEnd>
    </FormBody>
  );
}
