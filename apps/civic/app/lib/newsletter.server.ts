import {
  ErrorResult,
  intakeToasts,
  NewsletterEraseResult,
  NewsletterLinkResult,
  newsletterMessages,
  NewsletterStatusResult,
  NewsletterTokenQuery,
  type NewsletterLinkPurpose,
} from '@civicbrief/contracts';
import type { z } from 'zod';
import { gatewayUrl, visitorHeaders } from './gateway.server';

/**
 * The newsletter's signed-link pages talk to the gateway's /api/newsletter calls. The gateway checks the
 * token and owns every change; these pages only show what it answers. Answers that a person can act on
 * (a bad or expired link, an erased subscription, too many tries) come back as messages; anything else
 * is thrown to the route's error boundary.
 */

const TIMEOUT_MS = 10_000;

export type LinkOutcome<T> = { ok: true; data: T } | { ok: false; status: 400 | 404 | 429; message: string };

const fallback: Record<400 | 404 | 429, string> = {
  400: newsletterMessages.linkInvalid,
  404: newsletterMessages.subscriptionNotFound,
  429: intakeToasts.tooManyRequests,
};

async function call<T extends z.ZodType>(
  request: Request,
  method: 'GET' | 'POST',
  path: string,
  schema: T,
  body?: object,
): Promise<LinkOutcome<z.infer<T>>> {
  // The gateway limits calls per person: it must see the browser's address, not this server's.
  const headers: Record<string, string> = { accept: 'application/json', ...visitorHeaders(request) };
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${gatewayUrl()}${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (response.ok) return { ok: true, data: schema.parse(await response.json()) };
  if (response.status === 400 || response.status === 404 || response.status === 429) {
    const error = ErrorResult.safeParse(await response.json().catch(() => null));
    return { ok: false, status: response.status, message: error.success ? error.data.message : fallback[response.status] };
  }
  throw new Error(`gateway answered ${response.status} for ${path.split('?')[0]}`);
}

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

export const badLink = (): LinkOutcome<never> => ({ ok: false, status: 400, message: newsletterMessages.linkInvalid });

/** What a link is about; a link made for another page is not valid here. Changes nothing. */
export async function lookUpLink(request: Request, token: string, purpose: NewsletterLinkPurpose): Promise<LinkOutcome<NewsletterLinkResult>> {
  const outcome = await call(request, 'GET', `/api/newsletter/link?token=${encodeURIComponent(token)}`, NewsletterLinkResult);
  return outcome.ok && outcome.data.purpose !== purpose ? badLink() : outcome;
}

export const confirmSubscription = (request: Request, token: string) =>
  call(request, 'POST', '/api/newsletter/confirm', NewsletterStatusResult, { token });

/** The token goes in the URL, as in the one-click POST: the gateway counts tries per link. */
export const unsubscribe = (request: Request, token: string) =>
  call(request, 'POST', `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, NewsletterStatusResult);

export const eraseData = (request: Request, token: string) => call(request, 'POST', '/api/newsletter/erase', NewsletterEraseResult, { token });
