import { demoRequestBody, intakeToasts, isTrapped, type DemoFormInput } from '@civicbrief/contracts';
import type { IntakeCalls } from '@civicbrief/gateway-client';
import type { FormResult } from '../parse-form';
import type { LeadSubmitOptions } from '../shared/submit-options';
import { submissionFailure } from '../submission-failure';

/** The toast of a demo request the gateway refused or could not take (the spec's generic submit failure, §8). */
export const DEMO_REQUEST_FAILED = intakeToasts.submitFailed;

/**
 * A demo contact form, basic or extended (decision 029): POST /api/demo-requests with the page it was
 * sent from. A filled honeypot is answered as a success and nothing is sent.
 */
export async function submitDemoRequest(
  client: Pick<IntakeCalls, 'requestDemo'>,
  values: DemoFormInput,
  { source, forwardedFor, trap }: LeadSubmitOptions,
): Promise<FormResult> {
  if (isTrapped(trap)) return { status: 'success' };
  try {
    await client.requestDemo(demoRequestBody(values, source), { forwardedFor });
    return { status: 'success' };
  } catch (error) {
    return submissionFailure(error, DEMO_REQUEST_FAILED, values);
  }
}
