import { NewsletterTokenQuery } from '@civicbrief/contracts';
import { tokenOf } from '../../lib/newsletter.server';

/**
 * The link's token when it has the shape the gateway accepts, else null (the page says the link is not
 * valid). Signed tokens are short: a longer one would only make the gateway's URL too long to answer.
 */
export function linkTokenOf(request: Request, form?: FormData): string | null {
  const token = tokenOf(request, form);
  return token !== null && NewsletterTokenQuery.safeParse({ token }).success ? token : null;
}
