import { ErrorResult, newsletterMessages, type NewsletterLinkPurpose } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyLink } from '../../newsletter/links';

/** The instance the newsletter's routes are declared on (zod schemas). */
export type NewsletterFastify = Parameters<FastifyPluginAsyncZod>[0];

/** The failures a link's route answers: a link that grants nothing, a subscription gone, too many calls. */
export const errors = { 400: ErrorResult, 404: ErrorResult, 429: ErrorResult };

const failure = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

/**
 * What a link token grants, when its signature holds, it has not expired and it was made for one of
 * `purposes`; otherwise a 400 that says which (never a 5xx: a token is untrusted input).
 */
export function linkOf(
  secret: string,
  token: string,
  purposes: readonly NewsletterLinkPurpose[],
): { subscriberId: string; purpose: NewsletterLinkPurpose } {
  const link = verifyLink(secret, token);
  if (!link.ok)
    throw failure(400, link.reason === 'expired' ? newsletterMessages.linkExpired : newsletterMessages.linkInvalid);
  if (!purposes.includes(link.purpose)) throw failure(400, newsletterMessages.linkInvalid);
  return { subscriberId: link.subscriberId, purpose: link.purpose };
}

/** A valid link whose subscription has since been erased. */
export const subscriptionGone = () => failure(404, newsletterMessages.subscriptionNotFound);

/** The subscriber a token is for, when `linkOf` grants it. */
export const subscriberOf = (secret: string, token: string, purposes: readonly NewsletterLinkPurpose[]) =>
  linkOf(secret, token, purposes).subscriberId;
