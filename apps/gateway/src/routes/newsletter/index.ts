import formbody from '@fastify/formbody';
import {
  ErrorResult,
  NewsletterEraseResult,
  NewsletterExport,
  NewsletterFrequencyInput,
  NewsletterFrequencyResult,
  NewsletterLinkResult,
  NewsletterStatusResult,
  NewsletterTokenInput,
  NewsletterTokenQuery,
} from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { perClient, perLink, READ_ALLOWANCE } from './limits';
import { linkOf, subscriptionGone } from './link-guard';

const errors = { 400: ErrorResult, 404: ErrorResult, 429: ErrorResult };
const OneClickQuery = z.object({ token: z.optional(NewsletterTokenQuery.shape.token) });
/** JSON {token}, the RFC 8058 form body `List-Unsubscribe=One-Click`, or none at all (the token is then in the URL). */
const OneClickBody = z
  .object({ token: z.optional(NewsletterTokenInput.shape.token), 'List-Unsubscribe': z.string().max(100).optional() })
  .nullish();

/**
 * The signed links of newsletter mail: confirm (double opt-in), one-click unsubscribe, export and
 * erase. Only POSTs change anything, so link scanners and prefetchers that follow links cannot.
 * Encapsulated: the form parsers serve these routes only.
 */
const newsletterRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { linkSecret, rateLimitPerMinute } = fastify.config.intake;
  const { newsletter } = fastify;
  const idOf = (token: string, purposes: Parameters<typeof linkOf>[2]) =>
    linkOf(linkSecret, token, purposes).subscriberId;

  await fastify.register(formbody, { bodyLimit: 1024 });
  // RFC 8058 lets mail clients send the one-click body as multipart/form-data; its only field is the
  // fixed `List-Unsubscribe=One-Click`, and the token travels in the URL, so the body is read and set aside.
  fastify.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, {}),
  );
  // Every answer here is about one person.
  fastify.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  fastify.get(
    '/api/newsletter/link',
    {
      ...perClient(rateLimitPerMinute * READ_ALLOWANCE, 'link'),
      schema: {
        tags: ['newsletter'],
        summary: 'What a signed link is about (changes nothing)',
        querystring: NewsletterTokenQuery,
        response: { 200: NewsletterLinkResult, ...errors },
      },
    },
    async (request) => {
      const { subscriberId, purpose } = linkOf(linkSecret, request.query.token, [
        'confirm',
        'unsubscribe',
        'data',
        'newsletter',
      ]);
      const found = await newsletter.find(subscriberId, purpose === 'newsletter');
      if (!found) throw subscriptionGone();
      return { purpose, ...found };
    },
  );

  fastify.post(
    '/api/newsletter/confirm',
    {
      ...perClient(rateLimitPerMinute, 'confirm'),
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription (double opt-in)',
        body: NewsletterTokenInput,
        response: { 200: NewsletterStatusResult, ...errors },
      },
    },
    async (request) => {
      const result = await newsletter.confirm(idOf(request.body.token, ['confirm']));
      if (!result) throw subscriptionGone();
      return result;
    },
  );

  fastify.get(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Opens the unsubscribe page (a GET changes nothing)',
        querystring: OneClickQuery,
        response: { 303: z.null() },
      },
    },
    async (request, reply) => {
      const query = request.query.token ? `?token=${encodeURIComponent(request.query.token)}` : '';
      return reply.redirect(`/newsletter/unsubscribe${query}`, 303);
    },
  );

  fastify.post(
    '/api/newsletter/unsubscribe',
    {
      ...perLink(rateLimitPerMinute),
      schema: {
        tags: ['newsletter'],
        summary: "Unsubscribe a city, or a newsletter link's every city (RFC 8058 one-click POST, or JSON {token})",
        querystring: OneClickQuery,
        body: OneClickBody,
        response: { 200: NewsletterStatusResult, ...errors },
      },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token ?? '';
      const { subscriberId, purpose } = linkOf(linkSecret, token, ['unsubscribe', 'newsletter']);
      const result = await (purpose === 'newsletter'
        ? newsletter.unsubscribeAll(subscriberId)
        : newsletter.unsubscribe(subscriberId));
      if (!result) throw subscriptionGone();
      return result;
    },
  );

  fastify.post(
    '/api/newsletter/frequency',
    {
      ...perClient(rateLimitPerMinute, 'frequency'),
      schema: {
        tags: ['newsletter'],
        summary: "Choose how often the address's newsletter mail comes: weekly, daily or off",
        body: NewsletterFrequencyInput,
        response: { 200: NewsletterFrequencyResult, ...errors },
      },
    },
    async (request) => {
      const subscriberId = idOf(request.body.token, ['newsletter', 'data', 'unsubscribe']);
      const result = await newsletter.setFrequency(subscriberId, request.body.frequency);
      if (!result) throw subscriptionGone();
      return result;
    },
  );

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
      const data = await newsletter.exportFor(idOf(request.query.token, ['data']));
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
      const subscriberId = idOf(request.body.token, ['data']);
      const result = await newsletter.erase(subscriberId);
      request.log.info({ subscriberId, ...result.erased }, 'personal data erased');
      return result;
    },
  );
};

export default newsletterRoutes;
