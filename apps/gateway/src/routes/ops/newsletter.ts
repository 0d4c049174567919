import { ErrorResult, isDigestDate } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { placeBySlug } from '@civicbrief/locations';
import { composeDueIssues } from '../../newsletter/digest/issues';
import { dryRunDigestMails, newsletterSummary, previewMail, queueTestMail } from '../../newsletter/digest/operations';
import { queueDigestMails } from '../../newsletter/digest/queue-mails';
import newsletterFeedbackRoutes from './newsletter-feedback';
import { opsAccess, opsRefusals } from './ops-access';

const refusals = { 401: ErrorResult, 403: ErrorResult };
const Count = (name: string) => z.object({ [name]: z.number().int() });

/**
 * The newsletter's operator endpoints (decision 046), for `npm run newsletter`: the summary, composing the issues
 * of the day now, queueing the due mails (or counting them: dry run), a test mail of a city's latest issue, and the
 * relay's bounce and complaint reports (newsletter-feedback.ts).
 * Bearer OPS_TOKEN when it is set; otherwise loopback callers only.
 */
const newsletterOpsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const access = opsAccess(request, fastify.config.opsToken);
    if (access !== 'ok') return reply.code(access).send(opsRefusals[access]);
  });
  await fastify.register(newsletterFeedbackRoutes);

  fastify.get(
    '/api/ops/newsletter',
    { schema: { tags: ['ops'], summary: 'Newsletter issues composed, mails by state, the latest issues' } },
    async () => newsletterSummary(fastify.db),
  );

  fastify.post(
    '/api/ops/newsletter/compose',
    {
      schema: {
        tags: ['ops'],
        summary: "Composes every city's issue of the day that is due",
        response: { 200: Count('issues'), ...refusals },
      },
    },
    async () => ({ issues: await composeDueIssues(fastify.db) }),
  );

  fastify.post(
    '/api/ops/newsletter/send',
    {
      schema: {
        tags: ['ops'],
        summary: 'Queues the newsletter mails that are due (paced); ?dryRun=true counts them and queues nothing',
        querystring: z.object({ dryRun: z.enum(['true', 'false']).default('false') }),
        response: { 200: z.object({ mails: z.number().int(), dryRun: z.boolean() }), ...refusals },
      },
    },
    async (request) => {
      const { newsletterMailsPerMinute: perMinute } = fastify.config;
      const dryRun = request.query.dryRun === 'true';
      const mails = dryRun
        ? await dryRunDigestMails(fastify.db, new Date(), perMinute)
        : await queueDigestMails(fastify.db, new Date(), perMinute);
      return { mails, dryRun };
    },
  );

  fastify.get(
    '/api/ops/newsletter/preview',
    {
      schema: {
        tags: ['ops'],
        summary: "The mail of a city's latest issue (or ?date=), as HTML; ?format=text gives its plain-text part",
        querystring: z.object({
          city: z.string().max(200),
          date: z.string().refine(isDigestDate, 'date must be a day: YYYY-MM-DD').optional(),
          format: z.enum(['html', 'text']).default('html'),
        }),
        response: { 200: z.string(), 400: ErrorResult, 404: ErrorResult, ...refusals },
      },
    },
    async (request, reply) => {
      const { city, date, format } = request.query;
      const mail = await previewMail(fastify.db, fastify.config.siteOrigin, city.replace(/^\/+|\/+$/g, ''), date);
      if (!mail) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such issue.' });
      return reply
        .type(format === 'text' ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8')
        .send(format === 'text' ? mail.text : mail.html);
    },
  );

  fastify.post(
    '/api/ops/newsletter/test',
    {
      schema: {
        tags: ['ops'],
        summary: "Mails a city's latest issue to one address",
        body: z.object({
          to: z.email({ error: 'to must be an email address' }).max(254),
          city: z.string().max(200),
        }),
        response: {
          200: z.object({ queued: z.literal(true), city: z.string(), issueDate: z.string() }),
          400: ErrorResult,
          404: ErrorResult,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const city = placeBySlug(request.body.city.replace(/^\/+|\/+$/g, ''));
      if (!city)
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such city in the catalogue.' });
      const queued = await queueTestMail(fastify.db, request.body.to, city.slug);
      if (!queued)
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `${city.name} has no issue yet.` });
      return { queued: true as const, city: city.slug, issueDate: queued.issueDate };
    },
  );
};

export default newsletterOpsRoutes;
