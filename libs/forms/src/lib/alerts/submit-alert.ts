import { alertCreateBody, isTrapped, type AlertFormInput } from '@civicbrief/contracts';
import type { AlertCalls } from '@civicbrief/gateway-client/server';
import type { FormResult } from '../parse-form';
import type { LeadSubmitOptions } from '../shared/submit-options';
import { refusalResult } from '../submission-failure';

/**
 * An alert (decision 036): POST /api/alerts with the search, the address, how often and the page it came from.
 * gateway-client keeps the call to servers, so the route's action makes it, with or without JavaScript (the
 * browser posts the checked form there with Remix's fetcher). A filled honeypot is answered as a success and sent nowhere. A
 * refusal keeps the gateway's message and status (409: too many alerts; 429); its field messages go on the fields.
 */
export async function submitAlert(
  client: Pick<AlertCalls, 'createAlert'>,
  values: AlertFormInput,
  { source, trap }: LeadSubmitOptions,
): Promise<FormResult> {
  if (isTrapped(trap)) return { status: 'success' };
  const outcome = await client.createAlert(alertCreateBody(values, source));
  if (outcome.ok) return { status: 'success' };
  return refusalResult(outcome, { ...values });
}
