import {
  intakeToasts,
  isTrapped,
  newsletterIdentifyBody,
  newsletterSubscribeBody,
  type NewsletterFormInput,
} from '@civicbrief/contracts';
import type { IntakeCalls } from '@civicbrief/gateway-client';
import type { FormResult } from '../parse-form';
import type { SubmitOptions } from '../shared/submit-options';
import { submissionFailure } from '../submission-failure';

/** What a newsletter subscription answers when both calls succeeded. */
export interface NewsletterSuccess {
  /** The city subscribed to, for the thank-you and the analytics event. */
  city: string;
  /** Double opt-in: the gateway holds the subscription until the person confirms by email. */
  confirmationSent: boolean;
}

export type NewsletterResult = FormResult<NewsletterSuccess>;

/**
 * Spec §4 "Newsletter subscription": identify, then subscribe, and only when identify succeeded. Used by
 * the browser (same-origin client) and by the /subscribe action (server client), so both make the same calls.
 * A filled honeypot sends neither: identify alone would store the bot's address.
 */
export async function submitNewsletter(
  client: IntakeCalls,
  values: NewsletterFormInput,
  source: string,
  { trap, ...options }: SubmitOptions = {},
): Promise<NewsletterResult> {
  if (isTrapped(trap)) return { status: 'success', city: values.city, confirmationSent: false };
  try {
    await client.identify(newsletterIdentifyBody(values), options);
    const answer = await client.subscribeNewsletter(newsletterSubscribeBody(values, source), options);
    return { status: 'success', city: values.city, confirmationSent: answer.status === 'pending-confirmation' };
  } catch (error) {
    return submissionFailure(error, intakeToasts.subscribeFailed, { ...values });
  }
}
