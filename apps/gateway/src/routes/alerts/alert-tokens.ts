import { alertMessages, ErrorResult } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyAlertLink, type AlertLinkPurpose } from '../../alerts/links';

/** The instance the alerts' routes are declared on (zod schemas). */
export type AlertsFastify = Parameters<FastifyPluginAsyncZod>[0];

export const errors = { 400: ErrorResult, 404: ErrorResult, 429: ErrorResult };
export const failure = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });
export const alertGone = () => failure(404, alertMessages.alertNotFound);

/** What a token grants, or a 400 saying why not (never a 5xx: a token is untrusted input). */
export function alertOf(linkSecret: string, token: string, purposes: AlertLinkPurpose[]): string {
  const link = verifyAlertLink(linkSecret, token);
  if (!link.ok) throw failure(400, link.reason === 'expired' ? alertMessages.linkExpired : alertMessages.linkInvalid);
  if (!purposes.includes(link.purpose)) throw failure(400, alertMessages.linkInvalid);
  return link.alertId;
}
