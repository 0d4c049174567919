import formbody from '@fastify/formbody';
import { AlertCreateInput, alertMessages } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { intakeRoute } from '../../intake/route-options';
import { failure } from './alert-tokens';
import { alertLinkRoutes } from './link-routes';
import { alertManageRoutes } from './manage-routes';

/**
 * Topic alerts (decision 036): POST /api/alerts makes a pending alert and queues its confirmation mail;
 * the signed links confirm it, unsubscribe it (RFC 8058 one-click POST) and manage every alert of the address. Only
 * POSTs change anything. Every answer is about one person: never cached.
 */
const alertRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { alerts } = fastify;

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

  alertLinkRoutes(fastify);
  alertManageRoutes(fastify);
};

export default alertRoutes;
