'use client';

import { intakeThanks, intakeToasts, RsvpFormInput } from '@civicbrief/contracts';
import type { IntakeCalls } from '@civicbrief/gateway-client';
import type { DefaultValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import { TextField } from '../fields';
import { FormError } from '../form-error';
import { failureText } from '../shared/failure-text';
import { FormEnd } from '../shared/form-end';
import { FormBody } from '../shared/form-body';
import { startingValues, textOf } from '../shared/form-values';
import { SuccessPanel } from '../shared/success-panel';
import { browserClient } from '../shared/browser-client';
import { useFormSubmission } from '../shared/use-form-submission';
import { answerOf, AttendChoice } from './attend-choice';
import { submitRsvp, type RsvpResult, type RsvpSubmitOptions } from './submit-rsvp';

type Values = z.input<typeof RsvpFormInput>;

export interface RsvpFormProps {
  /** Where the form posts without JavaScript: the RSVP page with its query, whose action sends it. */
  action: string;
  invitation: RsvpSubmitOptions['invitation'];
  /** Known from the subscriber lookup (spec §2: prefilled). */
  prefill?: { first_name?: string | null; last_name?: string | null; email?: string | null };
  /** The action's answer, for the page the server renders after a post without JavaScript. */
  result?: RsvpResult | null;
  headingLevel?: 2 | 3;
  /** The calls' client; the browser's same-origin one by default. */
  client?: Pick<IntakeCalls, 'identify' | 'sendEvent'>;
}

/**
 * The RSVP form (spec §2, §4, §5): names, email, 'Can you attend?' and, when attending, an optional guest
 * count; validated on blur. Identify, then the RSVP event; on success the confirmation or the decline message
 * replaces the form, on failure the form stays with the toast.
 */
export function RsvpForm({ action, invitation, prefill, result, headingLevel = 2, client }: RsvpFormProps) {
  const defaults = {
    first_name: prefill?.first_name ?? '',
    last_name: prefill?.last_name ?? '',
    email: prefill?.email ?? '',
    willAttend: '',
    attendees: '',
  };
  const values = startingValues(result, defaults);
  const submission = useFormSubmission({
    schema: RsvpFormInput as z.core.$ZodType<RsvpFormInput, Values>,
    mode: 'onBlur',
    defaultValues: values as DefaultValues<Values>,
    result,
    failureMessage: intakeToasts.submitFailed,
    send: (data, trap) => submitRsvp(client ?? browserClient(), data, { invitation, trap }),
  });
  const { form, hydrated, success } = submission;
  const attending = answerOf(form.watch('willAttend')).join() === 'yes';

  if (success) {
    const text = success.attending ? intakeThanks.rsvpAttending : intakeThanks.rsvpDeclined;
    return <SuccessPanel title={text} level={headingLevel} focus={submission.sent} />;
  }

  const field = (name: keyof Values) => ({ form, name, id: `rsvp-${name}`, defaultValue: textOf(values, name) });
  return (
    <FormBody method="post" action={action} noValidate onSubmit={submission.onSubmit} aria-label="RSVP">
      <FormError message={failureText(result)} />
      <TextField {...field('first_name')} label="First name" required autoComplete="given-name" />
      <TextField {...field('last_name')} label="Last name" required autoComplete="family-name" />
      <TextField {...field('email')} label="Email" required type="email" autoComplete="email" inputMode="email" />
      <AttendChoice form={form} />
      {/* The guest count is for those attending; without JavaScript it is always there and ignored on a no. */}
      {!hydrated || attending ? (
        <TextField
          {...field('attendees')}
          label="Number of guests (optional)"
          inputMode="numeric"
          hint="Leave empty if you come alone."
        />
      ) : null}
      <FormEnd pending={submission.pending}>Submit</FormEnd>
    </FormBody>
  );
}
