import {
  NewsletterSubscribeInput,
  NewsletterWorkflowQuery,
  OnboardingSubscribeInput,
  OptionalWorkflowQuery,
} from '@civicbrief/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/bad-request';
import { cataloguePlace } from '../../newsletter/place';
import { newsletterAnswer } from '../../newsletter/subscribe';
import { intakeRoute } from '../../intake/route-options';

const SUBSCRIBE = '/api/customerio/subscribe';

// Fastify checks the body before the query: a mistyped workflow would read as onboarding field errors.
async function refuseUnknownWorkflow(request: FastifyRequest, reply: FastifyReply) {
  const query = OptionalWorkflowQuery.safeParse(request.query);
  if (query.success) return;
  const issues = query.error.issues.map((issue) => ({
    instancePath: `/${issue.path.join('/')}`,
    message: issue.message,
  }));
  return reply.code(400).send(badRequest(issues, 'querystring'));
}

/** POST /api/customerio/subscribe: the newsletter with `?workflow=newsletter`, an onboarding request without. */
const subscribeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  intakeRoute(fastify, {
    url: SUBSCRIBE,
    name: 'subscribe-newsletter',
    trappedAnswer: { status: newsletterAnswer(fastify.config.intake.doubleOptIn) },
    constraints: { workflow: 'newsletter' },
    config: {
      // Both routes share a path; documented apart, or the second would replace the first in /docs.
      swaggerTransform: (input) => ({ ...jsonSchemaTransform(input), url: `${input.url}?workflow=newsletter` }),
    },
    schema: {
      tags: ['customerio'],
      summary: 'Subscribe to a city newsletter',
      description:
        'One subscription per email and catalogue city (others: 400). With double opt-in a new subscription is pending ' +
        'and a confirmation email is queued; otherwise it is active and the provider event ' +
        "'newsletter_subscribed' is queued. An address that unsubscribed before must confirm by email, double opt-in " +
        'or not. At most CONFIRMATION_MAILS_PER_DAY confirmation mails per address a day. The status answered ' +
        "depends on the configuration only ('pending-confirmation' with double opt-in, else 'subscribed'), never on " +
        'what was known of the address.',
      querystring: NewsletterWorkflowQuery,
      body: NewsletterSubscribeInput,
    },
    handler: async (request, reply) => {
      const { data } = request.body;
      const catalogue = cataloguePlace(data);
      if ('issues' in catalogue) return reply.code(400).send(badRequest(catalogue.issues, 'body'));
      const { id, status, mailLimitReached } = await fastify.newsletter.subscribe(data, catalogue.place);
      if (mailLimitReached)
        request.log.warn({ subscriberId: id }, 'confirmation mail not sent: the address had its mails for the day');
      return { ok: true as const, id, status };
    },
  });

  intakeRoute(fastify, {
    url: SUBSCRIBE,
    name: 'subscribe-onboarding',
    preValidation: refuseUnknownWorkflow,
    schema: {
      tags: ['customerio'],
      summary: 'Onboarding request from a public official',
      description:
        'One lead per email. A new or changed request queues an identify (with title and lead_type) and the ' +
        "'onboarding_request' event for the provider in the same transaction. Answers the lead id.",
      querystring: OptionalWorkflowQuery,
      body: OnboardingSubscribeInput,
    },
    handler: async (request) => {
      const { id } = await fastify.intake.onboarding(request.body.data);
      return { ok: true as const, id };
    },
  });
};

export default subscribeRoutes;
