import { intakeToasts, isTrapped, realEstateSubscribeBody, type RealEstateLeadFormInput } from '@civicbrief/contracts';
import type { IntakeCalls } from '@civicbrief/gateway-client';
import type { FormResult } from '../parse-form';
import type { LeadSubmitOptions } from '../shared/submit-options';
import { submissionFailure } from '../submission-failure';

/**
 * A real-estate demo lead (spec §7): POST /api/customerio/real-state-subscribe. Its failure is the same
 * toast as onboarding's ('Error while onboarding', §8 "either variant").
 */
export async function submitRealEstateLead(
  client: Pick<IntakeCalls, 'subscribeRealEstate'>,
  values: RealEstateLeadFormInput,
  { source, forwardedFor, trap }: LeadSubmitOptions,
): Promise<FormResult> {
  if (isTrapped(trap)) return { status: 'success' };
  try {
    await client.subscribeRealEstate(realEstateSubscribeBody(values, source), { forwardedFor });
    return { status: 'success' };
  } catch (error) {
    return submissionFailure(error, intakeToasts.onboardingFailed, values);
  }
}
