'use client';

import { intakeToasts } from '@civicbrief/contracts';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { FormResult } from '../parse-form';
import { startingValues } from './form-values';
import type { LeadSubmitOptions } from './submit-options';
import { useFormSubmission } from './use-form-submission';

/**
 * A lead form's submission (onboarding, real-estate demo): validated on change, sent with the page as its
 * source, and failing with the leads' one toast (spec §8 'Error while onboarding', "either variant").
 * `values` are what the fields start from (the action's echo after a post without JavaScript).
 */
export function useLeadSubmission<TValues extends FieldValues, TOutput>(
  schema: z.core.$ZodType<TOutput, TValues>,
  defaults: Record<string, unknown>,
  result: FormResult | null | undefined,
  send: (data: TOutput, options: LeadSubmitOptions) => Promise<FormResult>,
) {
  const values = startingValues(result, defaults);
  const submission = useFormSubmission({
    schema,
    mode: 'onChange',
    defaultValues: values as DefaultValues<TValues>,
    result,
    failureMessage: intakeToasts.onboardingFailed,
    send: (data, trap) => send(data, { source: window.location.href, trap }),
  });
  return { ...submission, values };
}
