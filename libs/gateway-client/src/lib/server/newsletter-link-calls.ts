import {
  intakeToasts,
  NewsletterEraseResult,
  NewsletterFrequencyResult,
  NewsletterLinkResult,
  newsletterMessages,
  NewsletterStatusResult,
  type DigestFrequency,
  type NewsletterLinkPurpose,
} from '@civicbrief/contracts';
import type * as z from 'zod/mini';
import { GatewayError, unexpected } from '../gateway-error';
import type { CallInit, Transport } from '../transport';

/**
 * The newsletter's signed-link pages talk to the gateway's /api/newsletter calls. The gateway checks the
 * token and owns every change; the pages only show what it answers. Answers that a person can act on
 * (a bad or expired link, an erased subscription, too many tries) come back as messages; anything else
 * is thrown to the route's error boundary.
 */

export type LinkOutcome<T> = { ok: true; data: T } | { ok: false; status: 400 | 404 | 429; message: string };

const fallback: Record<400 | 404 | 429, string> = {
  400: newsletterMessages.linkInvalid,
  404: newsletterMessages.subscriptionNotFound,
  429: intakeToasts.tooManyRequests,
};

const isLinkRefusal = (status: number): status is 400 | 404 | 429 => status in fallback;

export const badLink = (): LinkOutcome<never> => ({ ok: false, status: 400, message: newsletterMessages.linkInvalid });

export interface NewsletterLinkCalls {
  /** What a link is about; a link made for another page (none of `purposes`) is not valid here. Changes nothing. */
  lookUpLink(
    token: string,
    purposes: NewsletterLinkPurpose | readonly NewsletterLinkPurpose[],
  ): Promise<LinkOutcome<NewsletterLinkResult>>;
  confirmSubscription(token: string): Promise<LinkOutcome<NewsletterStatusResult>>;
  /** One city with an unsubscribe link; every city of the address with a newsletter link. */
  unsubscribe(token: string): Promise<LinkOutcome<NewsletterStatusResult>>;
  /** How often the address's newsletter mail comes. */
  setFrequency(token: string, frequency: DigestFrequency): Promise<LinkOutcome<NewsletterFrequencyResult>>;
  eraseData(token: string): Promise<LinkOutcome<NewsletterEraseResult>>;
}

export function newsletterLinkCalls({ call }: Transport): NewsletterLinkCalls {
  async function outcome<T extends z.core.$ZodType>(
    path: string,
    schema: T,
    init?: CallInit,
  ): Promise<LinkOutcome<z.infer<T>>> {
    try {
      return { ok: true, data: (await call(path, { schema }, init)).data };
    } catch (error) {
      if (!(error instanceof GatewayError) || !isLinkRefusal(error.status)) throw unexpected(error, path);
      return { ok: false, status: error.status, message: error.body?.message ?? fallback[error.status] };
    }
  }
  const token = (value: string) => encodeURIComponent(value);

  return {
    async lookUpLink(value, purposes) {
      const found = await outcome(`/api/newsletter/link?token=${token(value)}`, NewsletterLinkResult);
      return found.ok && ![purposes].flat().includes(found.data.purpose) ? badLink() : found;
    },
    confirmSubscription: (value) =>
      outcome('/api/newsletter/confirm', NewsletterStatusResult, { body: { token: value } }),
    // The token goes in the URL, as in the one-click POST: the gateway counts tries per link.
    unsubscribe: (value) =>
      outcome(`/api/newsletter/unsubscribe?token=${token(value)}`, NewsletterStatusResult, { method: 'POST' }),
    setFrequency: (value, frequency) =>
      outcome('/api/newsletter/frequency', NewsletterFrequencyResult, { body: { token: value, frequency } }),
    eraseData: (value) => outcome('/api/newsletter/erase', NewsletterEraseResult, { body: { token: value } }),
  };
}
