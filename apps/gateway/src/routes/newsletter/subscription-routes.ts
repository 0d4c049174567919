import {
  NewsletterFrequencyInput,
  NewsletterFrequencyResult,
  NewsletterLinkResult,
  NewsletterStatusResult,
  NewsletterTokenInput,
  NewsletterTokenQuery,
} from '@civicbrief/contracts';
import * as z from 'zod';
import { perClient, perLink, READ_ALLOWANCE } from './limits';
import { errors, linkOf, subscriberOf, subscriptionGone, type NewsletterFastify } from './link-guard';

const OneClickQuery = z.object({ token: z.optional(NewsletterTokenQuery.shape.token) });
/** JSON {token}, the RFC 8058 form body `List-Unsubscribe=One-Click`, or none at all (the token is then in the URL). */
const OneClickBody = z
  .object({ token: z.optional(NewsletterTokenInput.shape.token), 'List-Unsubscribe': z.string().max(100).optional() })
  .nullish();

/** What a signed link is about, and what its confirm, unsubscribe and frequency clicks do. */
export function subscriptionRoutes(fastify: NewsletterFastify): void {
  const { linkSecret, rateLimitPerMinute } = fastify.config.intake;
  const { newsletter } = fastify;

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
      const result = await newsletter.confirm(subscriberOf(linkSecret, request.body.token, ['confirm']));
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
      const subscriberId = subscriberOf(linkSecret, request.body.token, ['newsletter', 'data', 'unsubscribe']);
      const result = await newsletter.setFrequency(subscriberId, request.body.frequency);
      if (!result) throw subscriptionGone();
      return result;
    },
  );
}
