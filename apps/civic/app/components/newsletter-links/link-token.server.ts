import { NewsletterTokenQuery } from '@civicbrief/contracts';

/**
 * The link's token: from the posted form when there is one (its hidden field), else from the page URL;
 * null when there is none or it has not the shape the gateway accepts (the page then says the link is not
 * valid). Signed tokens are short: a longer one would only make the gateway's URL too long to answer.
 */
export function tokenOf(request: Request, form?: FormData): string | null {
  const posted = form?.get('token');
  const token = (typeof posted === 'string' ? posted : new URL(request.url).searchParams.get('token'))?.trim();
  return token && NewsletterTokenQuery.safeParse({ token }).success ? token : null;
}
