import fp from 'fastify-plugin';
import { createAlertDeliverer } from '../../alerts/alert-deliverer';
import { createEmailDeliverer } from '../../newsletter/email-deliverer';
import { createDigestDeliverer } from '../../newsletter/digest/digest-deliverer';
import { createCrmFormDeliverer } from '../../intake/crm-form-deliverer';
import { createSalesMailDeliverer } from '../../intake/sales-mail';
import { createTrackDeliverer } from '../../intake/track-deliverer';
import { createOutboxWorker, type OutboxWorker } from '../../outbox/worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The delivery outbox: runOnce, counts, and the polling worker's start/stop. */
    outbox: OutboxWorker;
  }
}

/**
 * Delivers outbox rows: `email` rows through the mailer, `track` rows to the marketing provider's
 * Track API. Without CUSTOMERIO_SITE_ID and CUSTOMERIO_API_KEY the database is the system of record:
 * track rows are never attempted, nothing fails, and they wait as `pending` (visible in
 * GET /api/ops/outbox) until keys are configured, when they are delivered in order.
 * The polling worker runs when OUTBOX_WORKER is on (default outside tests); several gateways may run
 * it at once, each claims different rows.
 */
export default fp(
  async (fastify) => {
    const { config } = fastify;
    const { siteId, apiKey, trackUrl } = config.customerio;
    const { crm } = config.demoRequests;
    const worker = createOutboxWorker({
      db: fastify.db,
      maxAttempts: config.outbox.maxAttempts,
      leaseMs: config.outbox.leaseMs,
      log: fastify.log.child({ component: 'outbox' }),
      deliverers: {
        email: createEmailDeliverer({ db: fastify.db, mailer: fastify.mailer, config, log: fastify.log }),
        ...(siteId && apiKey ? { track: createTrackDeliverer({ trackUrl, siteId, apiKey }) } : {}),
        // Demo requests (decision 029): the CRM's form when its ids are set; the sales inbox always.
        ...(crm ? { 'crm-form': createCrmFormDeliverer(crm) } : {}),
        'alert-mail': createAlertDeliverer({ db: fastify.db, mailer: fastify.mailer, config, log: fastify.log }),
        'digest-mail': createDigestDeliverer({ db: fastify.db, mailer: fastify.mailer, config, log: fastify.log }),
        'sales-mail': createSalesMailDeliverer({
          db: fastify.db,
          mailer: fastify.mailer,
          to: config.demoRequests.salesEmail,
          smtpUrl: config.mail.smtpUrl,
          siteOrigin: config.siteOrigin,
        }),
      },
    });
    if (!crm)
      fastify.log.info('no HubSpot portal and form ids: demo requests stay in the database for the CRM, undelivered');
    fastify.decorate('outbox', worker);
    if (!(siteId && apiKey)) fastify.log.info('no marketing provider keys: track rows stay in the outbox, undelivered');

    if (config.outbox.worker) {
      fastify.addHook('onReady', async () => worker.start(config.outbox.pollMs));
      // Before the database closes (onClose): the batch in flight is finished and recorded.
      fastify.addHook('preClose', async () => worker.stop());
    }
  },
  { name: 'outbox', dependencies: ['db', 'mailer'], fastify: '5.x' },
);
