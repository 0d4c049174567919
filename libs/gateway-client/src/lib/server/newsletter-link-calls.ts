import {
  intakeToasts,
  NewsletterEraseResult,
  NewsletterLinkResult,
  newsletterMessages,
  NewsletterStatusResult,
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
  /** What a link is about; a link made for another page is not valid here. Changes nothing. */
  lookUpLink(token: string, purpose: NewsletterLinkPurpose): Promise<LinkOutcome<NewsletterLinkResult>>;
  confirmSubscription(token: string): Promise<LinkOutcome<NewsletterStatusResult>>;
  unsubscribe(token: string): Promise<LinkOutcome<NewsletterStatusResult>>;
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
    async lookUpLink(value, purpose) {
      const found = await outcome(`/api/newsletter/link?token=${token(value)}`, NewsletterLinkResult);
      return found.ok && found.data.purpose !== purpose ? badLink() : found;
    },
    confirmSubscription: (value) =>
      outcome('/api/newsletter/confirm', NewsletterStatusResult, { body: { token: value } }),
    // The token goes in the URL, as in the one-click POST: the gateway counts tries per link.
    unsubscribe: (value) =>
      outcome(`/api/newsletter/unsubscribe?token=${token(value)}`, NewsletterStatusResult, { method: 'POST' }),
    eraseData: (value) => outcome('/api/newsletter/erase', NewsletterEraseResult, { body: { token: value } }),
  };
}
