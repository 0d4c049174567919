import { intakeToasts, isTrapped, onboardingSubscribeBody, type OnboardingFormInput } from '@civicbrief/contracts';
import type { GatewayClient } from '@civicbrief/gateway-client';
import { stateCode } from '@civicbrief/locations';
import type { FormResult } from '../parse-form';
import { submissionFailure } from '../submission-failure';

/** How a lead is sent: from which page, for which browser, and what the honeypot held. */
export interface LeadSubmitOptions {
  /** The page the form was sent from (spec: source). */
  source: string;
  /** The browser's address, when a Remix action sends on its behalf. */
  forwardedFor?: string | null;
  /** The honeypot's value: when filled, a bot sent the form; it is answered as a success and nothing is sent. */
  trap?: string;
}

/**
 * The onboarding request of a public official (spec §7): POST /api/customerio/subscribe. The lead's state is
 * its two-letter code (§3 "Onboarding or demo lead"), whether it came as a code or a name. A failure is the
 * toast 'Error while onboarding', or the gateway's field messages.
 */
export async function submitOnboarding(
  client: Pick<GatewayClient, 'subscribeOnboarding'>,
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
