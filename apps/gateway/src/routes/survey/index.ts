import { ErrorResult, surveyMessages, SurveyInput } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { intakeRoute } from '../../intake/route-options';
import { recordSurvey } from '../../surveys/record-survey';

/**
 * POST /api/survey: a subscriber feedback survey record (decision 032). The Subscription survey is
 * posted once, finished; the Saratoga survey on each step change (its progress, one record per id). The record
 * is stored before the answer; a finished one queues its follow-up event and the subscriber's place.
 */
const surveyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  intakeRoute(fastify, {
    url: '/api/survey',
    name: 'survey',
    schema: {
      tags: ['surveys'],
      summary: 'Store a survey record (Subscription or Saratoga feedback survey)',
      description:
        "Told apart by `event`. A Saratoga record updates its subscriber's one record in place; the same Subscription " +
        'record again is the same row. At the end (a Subscription record, a Saratoga record at step 9) the follow-up ' +
        'event and the identity (object_type_id "1") are queued once. A finished Saratoga survey is kept as it was ' +
        'finished: the same record again answers as before, any other is refused (409) and changes nothing. Answers ' +
        'the record id.',
      body: SurveyInput,
      response: { 409: ErrorResult },
    },
    handler: async (request) => {
      const recorded = await recordSurvey(fastify.db, request.body);
      if (!recorded.ok) throw Object.assign(new Error(surveyMessages.saratogaAlreadyFinished), { statusCode: 409 });
      return { ok: true as const, id: recorded.id };
    },
  });
};

export default surveyRoutes;
