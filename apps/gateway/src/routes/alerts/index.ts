import formbody from '@fastify/formbody';
import {
  AlertCreateInput,
  AlertLinkResult,
  AlertManageInput,
  AlertManageResult,
  alertMessages,
  AlertStatusResult,
  AlertTokenInput,
  AlertTokenQuery,
  ErrorResult,
} from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { alertSummary } from '../../alerts/alerts-service';
import { signAlertLink, verifyAlertLink, type AlertLinkPurpose } from '../../alerts/links';
import { intakeRoute } from '../../intake/route-options';
import { perClient, perLink, READ_ALLOWANCE } from '../newsletter/limits';

const errors = { 400: ErrorResult, 404: ErrorResult, 429: ErrorResult };
const failure = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });
const alertGone = () => failure(404, alertMessages.alertNotFound);
const OneClickQuery = z.object({ token: z.optional(AlertTokenQuery.shape.token) });
/** JSON {token}, the RFC 8058 form body `List-Unsubscribe=One-Click`, or none (the token is then in the URL). */
const OneClickBody = z
  .object({ token: z.optional(AlertTokenInput.shape.token), 'List-Unsubscribe': z.string().max(100).optional() })
  .nullish();

/**
 * Topic alerts (decision 036): POST /api/alerts makes a pending alert and queues its confirmation mail;
 * the signed links confirm it, unsubscribe it (RFC 8058 one-click POST) and manage every alert of the address. Only
 * POSTs change anything. Every answer is about one person: never cached.
 */
const alertRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { linkSecret, rateLimitPerMinute } = fastify.config.intake;
  const { alerts } = fastify;

  /** What a token grants, or a 400 saying why not (never a 5xx: a token is untrusted input). */
  function alertOf(token: string, purposes: AlertLinkPurpose[]): string {
    const link = verifyAlertLink(linkSecret, token);
    if (!link.ok) throw failure(400, link.reason === 'expired' ? alertMessages.linkExpired : alertMessages.linkInvalid);
    if (!purposes.includes(link.purpose)) throw failure(400, alertMessages.linkInvalid);
    return link.alertId;
  }

  await fastify.register(formbody, { bodyLimit: 1024 });
  // RFC 8058 allows a multipart one-click body; its only field is fixed and the token is in the URL.
  fastify.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, {}),
  );
  fastify.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  intakeRoute(fastify, {
    url: '/api/alerts',
    name: 'alert',
    trappedAnswer: { status: 'pending-confirmation' },
    schema: {
      tags: ['alerts'],
      summary: 'Save a search as a topic alert (double opt-in)',
      description:
        'A new alert is pending and a confirmation mail is queued; nothing is sent before the click. At most 10 ' +
        'confirmed alerts per address (409); at most 10 pending ones, a new one replacing the oldest, each living 48 ' +
        'hours unconfirmed; CONFIRMATION_MAILS_PER_DAY confirmation mails per mailbox (case and +tag aside), besides ' +
        "the per-client limit. Answers the alert id and 'pending-confirmation', whatever was known of the address.",
      body: AlertCreateInput,
    },
    handler: async (request) => {
      const result = await alerts.create(request.body);
      if (!result.ok) throw failure(409, alertMessages.tooManyAlerts);
      if (result.mailLimitReached)
        request.log.warn({ alertId: result.id }, 'alert confirmation not sent: the address had its mails for the day');
      return { ok: true as const, id: result.id, status: 'pending-confirmation' as const };
    },
  });

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
      const alertId = alertOf(request.query.token, ['confirm', 'unsubscribe', 'manage']);
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
      const result = await alerts.confirm(alertOf(request.body.token, ['confirm']));
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
      const result = await alerts.unsubscribe(alertOf(token, ['unsubscribe']));
      if (!result) throw alertGone();
      return result;
    },
  );

  /** The address's alerts, with a manage token of one that still exists (the link's own may just have been deleted). */
  const manageAnswer = (found: { email: string; alerts: ReturnType<typeof alertSummary>[] }) => ({
    email: found.email,
    alerts: found.alerts,
    token: found.alerts.length > 0 ? signAlertLink(linkSecret, 'manage', found.alerts[0].id) : null,
  });

  fastify.get(
    '/api/alerts/manage',
    {
      ...perClient(rateLimitPerMinute * READ_ALLOWANCE, 'alert-manage'),
      schema: {
        tags: ['alerts'],
        summary: "Every alert of the link's address",
        querystring: AlertTokenQuery,
        response: { 200: AlertManageResult, ...errors },
      },
    },
    async (request) => {
      const found = await alerts.listFor(alertOf(request.query.token, ['manage']));
      if (!found) throw alertGone();
      return manageAnswer(found);
    },
  );

  fastify.post(
    '/api/alerts/manage',
    {
      ...perClient(rateLimitPerMinute, 'alert-change'),
      schema: {
        tags: ['alerts'],
        summary: 'Change how often an alert is sent, or delete it',
        body: AlertManageInput,
        response: { 200: AlertManageResult, ...errors },
      },
    },
    async (request) => {
      const { token, ...target } = request.body;
      const changed = await alerts.change(alertOf(token, ['manage']), target);
      if (!changed || !changed.found) throw alertGone();
      return manageAnswer(changed);
    },
  );
};

export default alertRoutes;
