import fp from 'fastify-plugin';
import { createAlertsService, type AlertsService } from './alerts-service';
import { createAlertScheduler, type AlertScheduler } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** Topic alerts (decision 036): the saved searches and their links, and the matcher/digest scheduler. */
    alerts: AlertsService & { scheduler: AlertScheduler };
  }
}

/**
 * Topic alerts. The scheduler runs where the outbox worker runs (OUTBOX_WORKER, default outside tests); tests call
 * `alerts.scheduler.runOnce(now)` themselves.
 */
export default fp(
  async (fastify) => {
    const service = createAlertsService(fastify.db, {
      confirmationMailsPerDay: fastify.config.intake.confirmationMailsPerDay,
    });
    const scheduler = createAlertScheduler(fastify.db, service, fastify.log.child({ component: 'alerts' }));
    fastify.decorate('alerts', { ...service, scheduler });
    if (fastify.config.outbox.worker) {
      fastify.addHook('onReady', async () => scheduler.start());
      fastify.addHook('preClose', async () => scheduler.stop());
    }
  },
  { name: 'alerts', dependencies: ['env', 'db'], fastify: '5.x' },
);
