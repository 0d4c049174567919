import { NewsletterSubscribeInput, NewsletterWorkflowQuery, OnboardingSubscribeInput, OptionalWorkflowQuery } from '@civicbrief/contracts';
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../intake/bad-request';
import type { NewsletterAnswer } from '../../intake/newsletter';
import { intakeResponses, intakeWrite } from '../../intake/route-options';

const SUBSCRIBE = '/api/customerio/subscribe';

// Fastify checks the body before the query: a mistyped workflow would read as onboarding field errors.
async function refuseUnknownWorkflow(request: FastifyRequest, reply: FastifyReply) {
  const query = OptionalWorkflowQuery.safeParse(request.query);
  if (query.success) return;
  const issues = query.error.issues.map((issue) => ({ instancePath: `/${issue.path.join('/')}`, message: issue.message }));
  return reply.code(400).send(badRequest(issues, 'querystring'));
}

/** POST /api/customerio/subscribe: the newsletter with `?workflow=newsletter`, an onboarding request without. */
const subscribeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const onboardingWrite = intakeWrite(fastify, 'subscribe-onboarding');
  const newsletterWrite = intakeWrite(fastify, 'subscribe-newsletter');
  fastify.post(
    SUBSCRIBE,
    {
      ...newsletterWrite,
      constraints: { workflow: 'newsletter' },
      config: {
        ...newsletterWrite.config,
        // Both routes share a path; documented apart, or the second would replace the first in /docs.
        swaggerTransform: (input) => ({ ...jsonSchemaTransform(input), url: `${input.url}?workflow=newsletter` }),
      },
      schema: {
        tags: ['customerio'],
        summary: 'Subscribe to a city newsletter',
        description:
          'One subscription per email, city and state. With double opt-in a new subscription is pending and a ' +
          "confirmation email is queued (status 'pending-confirmation'); otherwise it is active and the provider event " +
          "'newsletter_subscribed' is queued (status 'subscribed'). Subscribing again changes nothing; after an " +
          'unsubscribe it starts again. A filled honeypot (data.website) is answered like success and stored nowhere.',
        querystring: NewsletterWorkflowQuery,
        body: NewsletterSubscribeInput,
        response: intakeResponses,
      },
    },
    async (request) => {
      const { data } = request.body;
      if (data.website?.trim()) {
        // A bot filled the field people never see: it gets a success that stores nothing.
        request.log.info({ honeypot: true }, 'newsletter subscription discarded');
        const status: NewsletterAnswer = fastify.config.intake.doubleOptIn ? 'pending-confirmation' : 'subscribed';
        return { ok: true as const, id: randomUUID(), status };
      }
      const { id, status } = await fastify.intake.subscribeNewsletter(data);
      return { ok: true as const, id, status };
    },
  );

  fastify.post(
    SUBSCRIBE,
    {
      ...onboardingWrite,
      preValidation: [...onboardingWrite.preValidation, refuseUnknownWorkflow],
      schema: {
        tags: ['customerio'],
        summary: 'Onboarding request from a public official',
        description:
          'One lead per email. A new or changed request queues an identify (with title and lead_type) and the ' +
          "'onboarding_request' event for the provider in the same transaction. Answers the lead id.",
        querystring: OptionalWorkflowQuery,
        body: OnboardingSubscribeInput,
        response: intakeResponses,
      },
    },
    async (request) => {
      const { id } = await fastify.intake.onboarding(request.body.data);
      return { ok: true as const, id };
    },
  );
};

export default subscribeRoutes;
