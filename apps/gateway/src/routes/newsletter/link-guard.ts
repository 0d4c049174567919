import { newsletterMessages, type NewsletterLinkPurpose } from '@civicbrief/contracts';
import { verifyLink } from '../../newsletter/links';

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
