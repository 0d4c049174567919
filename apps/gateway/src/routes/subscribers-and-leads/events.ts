import { EventInput, IdentifierQuery } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { intakeRoute } from '../../intake/route-options';

const EventHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'Idempotency-Key must not be empty')
    .max(200, 'Idempotency-Key must be at most 200 characters')
    .optional(),
});

/** POST /api/customerio/events?identifier={id or email}&workflow=newsletter: RSVP and survey follow-ups. */
const eventsRoute: FastifyPluginAsyncZod = async (fastify) => {
  intakeRoute(fastify, {
    url: '/api/customerio/events',
    name: 'events',
    schema: {
      tags: ['customerio'],
      summary: 'Record a named event about a person',
      description:
        'Stored once: a repeated call with the same Idempotency-Key, or without one the same identifier, name and ' +
        'data, answers the first event id. An unknown identifier is still stored. The provider gets the event ' +
        'when the person is known or the identifier is an email (an unknown id names nobody it knows).',
      querystring: IdentifierQuery,
      headers: EventHeaders,
      body: EventInput,
    },
    handler: async (request) => {
      const event = await fastify.intake.recordEvent(
        request.query.identifier,
        request.body,
        request.headers['idempotency-key'],
      );
      if (event.created && !event.queued)
        request.log.info({ eventId: event.id }, 'event stored for an unknown identifier; nothing to deliver');
      return { ok: true as const, id: event.id };
    },
  });
};

export default eventsRoute;
