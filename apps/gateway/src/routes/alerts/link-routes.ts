import {
  AlertLinkResult,
  alertMessages,
  AlertStatusResult,
  AlertTokenInput,
  AlertTokenQuery,
  ErrorResult,
} from '@civicbrief/contracts';
import * as z from 'zod';
import { verifyAlertLink } from '../../alerts/links';
import { perClient, perLink, READ_ALLOWANCE } from '../newsletter/limits';
import { alertGone, alertOf, errors, failure, type AlertsFastify } from './alert-tokens';

const OneClickQuery = z.object({ token: z.optional(AlertTokenQuery.shape.token) });
/** JSON {token}, the RFC 8058 form body `List-Unsubscribe=One-Click`, or none (the token is then in the URL). */
const OneClickBody = z
  .object({ token: z.optional(AlertTokenInput.shape.token), 'List-Unsubscribe': z.string().max(100).optional() })
  .nullish();

/** What a signed link is about, and what its confirm and unsubscribe clicks do. */
export function alertLinkRoutes(fastify: AlertsFastify): void {
  const { linkSecret, rateLimitPerMinute } = fastify.config.intake;
  const { alerts } = fastify;

  fastify.get(
    '/api/alerts/link',
    {
      ...perClient(rateLimitPerMinute * READ_ALLOWANCE, 'alert-link'),
      schema: {
        tags: ['alerts'],
        summary: 'What a signed alert link is about (changes nothing)',
        querystring: AlertTokenQuery,
        response: { 200: AlertLinkResult, ...errors },
      },
    },
    async (request) => {
      const link = verifyAlertLink(linkSecret, request.query.token);
      const alertId = alertOf(linkSecret, request.query.token, ['confirm', 'unsubscribe', 'manage']);
      const alert = await alerts.find(alertId);
      if (!alert || !link.ok) throw alertGone();
      return { purpose: link.purpose, alert };
    },
  );

  fastify.post(
    '/api/alerts/confirm',
    {
      ...perClient(rateLimitPerMinute, 'alert-confirm'),
      schema: {
        tags: ['alerts'],
        summary: 'Confirm an alert (double opt-in)',
        description:
          'A pending alert unconfirmed for 48 hours is gone (404); an address with 10 confirmed alerts confirms no more (409).',
        body: AlertTokenInput,
        response: { 200: AlertStatusResult, 409: ErrorResult, ...errors },
      },
    },
    async (request) => {
      const result = await alerts.confirm(alertOf(linkSecret, request.body.token, ['confirm']));
      if (!result) throw alertGone();
      if ('refused' in result) throw failure(409, alertMessages.tooManyAlerts);
      return result;
    },
  );

  fastify.get(
    '/api/alerts/unsubscribe',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Opens the unsubscribe page (a GET changes nothing)',
        querystring: OneClickQuery,
        response: { 303: z.null() },
      },
    },
    async (request, reply) => {
      const query = request.query.token ? `?token=${encodeURIComponent(request.query.token)}` : '';
      return reply.redirect(`/alerts/unsubscribe${query}`, 303);
    },
  );

  fastify.post(
    '/api/alerts/unsubscribe',
    {
      ...perLink(rateLimitPerMinute),
      schema: {
        tags: ['alerts'],
        summary: 'Unsubscribe one alert (RFC 8058 one-click POST, or JSON {token})',
        querystring: OneClickQuery,
        body: OneClickBody,
        response: { 200: AlertStatusResult, ...errors },
      },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token ?? '';
      const result = await alerts.unsubscribe(alertOf(linkSecret, token, ['unsubscribe']));
      if (!result) throw alertGone();
      return result;
    },
  );
}
