import { intakeToasts, isTrapped, onboardingSubscribeBody, type OnboardingFormInput } from '@civicbrief/contracts';
import type { IntakeCalls } from '@civicbrief/gateway-client';
import { stateCode } from '@civicbrief/locations';
import type { FormResult } from '../parse-form';
import type { LeadSubmitOptions } from '../shared/submit-options';
import { submissionFailure } from '../submission-failure';

/**
 * The onboarding request of a public official (spec §7): POST /api/customerio/subscribe. The lead's state is
 * its two-letter code (§3 "Onboarding or demo lead"), whether it came as a code or a name. A failure is the
 * toast 'Error while onboarding', or the gateway's field messages.
 */
export async function submitOnboarding(
  client: Pick<IntakeCalls, 'subscribeOnboarding'>,
  values: OnboardingFormInput,
  { source, forwardedFor, trap }: LeadSubmitOptions,
): Promise<FormResult> {
  if (isTrapped(trap)) return { status: 'success' };
  const lead = { ...values, state: stateCode(values.state) ?? values.state };
  try {
    await client.subscribeOnboarding(onboardingSubscribeBody(lead, source), { forwardedFor });
    return { status: 'success' };
  } catch (error) {
    return submissionFailure(error, intakeToasts.onboardingFailed, values);
  }
}
