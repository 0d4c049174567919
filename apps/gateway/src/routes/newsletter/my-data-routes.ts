import {
  NewsletterEraseResult,
  NewsletterExport,
  NewsletterTokenInput,
  NewsletterTokenQuery,
} from '@civicbrief/contracts';
import { perClient, READ_ALLOWANCE } from './limits';
import { errors, subscriberOf, subscriptionGone, type NewsletterFastify } from './link-guard';

/** The my-data link's page: download or erase everything held about the address. */
export function myDataRoutes(fastify: NewsletterFastify): void {
  const { linkSecret, rateLimitPerMinute } = fastify.config.intake;
  const { newsletter } = fastify;

  fastify.get(
    '/api/newsletter/export',
    {
      ...perClient(rateLimitPerMinute * READ_ALLOWANCE, 'export'),
      schema: {
        tags: ['newsletter'],
        summary: 'Download everything held about the email address (JSON attachment)',
        querystring: NewsletterTokenQuery,
        response: { 200: NewsletterExport, ...errors },
      },
    },
    async (request, reply) => {
      const data = await newsletter.exportFor(subscriberOf(linkSecret, request.query.token, ['data']));
      if (!data) throw subscriptionGone();
      reply.header('content-disposition', 'attachment; filename="civicbrief-my-data.json"');
      return data;
    },
  );

  fastify.post(
    '/api/newsletter/erase',
    {
      ...perClient(rateLimitPerMinute, 'erase'),
      schema: {
        tags: ['newsletter'],
        summary: 'Erase everything held about the email address',
        body: NewsletterTokenInput,
        response: { 200: NewsletterEraseResult, ...errors },
      },
    },
    async (request) => {
      const subscriberId = subscriberOf(linkSecret, request.body.token, ['data']);
      const result = await newsletter.erase(subscriberId);
      request.log.info({ subscriberId, ...result.erased }, 'personal data erased');
      return result;
    },
  );
}
