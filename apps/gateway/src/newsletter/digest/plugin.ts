import fp from 'fastify-plugin';
import { composeDueIssues } from './issues';
import { queueDigestMails } from './queue-mails';

/** How often a gateway looks for cities whose issue of the day is due. */
export const COMPOSE_EVERY_MS = 60 * 60 * 1000;
/** The first look, shortly after the gateway is up (not in its start-up path). */
const FIRST_COMPOSE_MS = 5_000;

/**
 * Composes each city's newsletter issue of the day and queues the mails that are due (decision 046) when
 * NEWSLETTER_ISSUES is on (default outside tests): soon after start, then hourly. Every gateway may: an issue is one
 * per city and day, and the subscriptions a run queues are locked against the others.
 */
export default fp(
  async (fastify) => {
    if (!fastify.config.newsletterIssues) return;
    const log = fastify.log.child({ component: 'newsletter-issues' });
    let running: Promise<unknown> | undefined;
    const run = () => {
      running ??= (async () => {
        const now = new Date();
        const issues = await composeDueIssues(fastify.db, now);
        const mails = await queueDigestMails(fastify.db, now, fastify.config.newsletterMailsPerMinute);
        if (issues + mails > 0) log.info({ issues, mails }, 'newsletter issues composed and mails queued');
      })()
        .catch((error: unknown) => log.error({ err: error }, 'composing newsletter issues failed'))
        .finally(() => (running = undefined));
    };
    let first: NodeJS.Timeout | undefined;
    let every: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      first = setTimeout(run, FIRST_COMPOSE_MS).unref();
      every = setInterval(run, COMPOSE_EVERY_MS).unref();
    });
    fastify.addHook('preClose', async () => {
      clearTimeout(first);
      clearInterval(every);
      await running;
    });
  },
  { name: 'newsletter-issues', dependencies: ['env', 'db'], fastify: '5.x' },
);
