import {
  authMessages,
  DashboardSummariesQuery,
  DashboardSummariesResult,
  ErrorResult,
  SavedLocationsQuery,
  SavedLocationsResult,
  type AuthUser,
} from '@civicbrief/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionTokenOf } from '../../accounts/session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set for the dashboard routes before their handlers run. */
    sessionUser?: AuthUser;
  }
}

const error = (statusCode: 401 | 403 | 404, message: string): ErrorResult => ({
  statusCode,
  error: { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' }[statusCode],
  message,
});

/**
 * The dashboard's reads (spec §7 GET /api/realState/...). Only for the session's own user: without a
 * session 401, and a userId other than the session's 403, both decided before the query is validated,
 * so nothing about other users (not even whether an id is well formed) is answered.
 */
const realStateRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store');
    const token = sessionTokenOf(request);
    const user = token ? await fastify.users.sessionUser(token) : null;
    if (!user) return reply.code(401).send(error(401, authMessages.signInRequired));
    const { userId } = request.query as { userId?: unknown };
    if (userId !== user.id) return reply.code(403).send(error(403, authMessages.forbidden));
    request.sessionUser = user;
  });

  const documented = { 400: ErrorResult, 401: ErrorResult, 403: ErrorResult };

  fastify.get(
    '/api/realState/locations',
    {
      schema: {
        tags: ['realState'],
        summary: "The signed-in user's saved locations",
        description: 'Needs the session cookie; userId must be the signed-in user (403 otherwise).',
        querystring: SavedLocationsQuery,
        response: { 200: SavedLocationsResult, ...documented },
      },
    },
    async (request) => ({ locations: await fastify.savedLocations.list(request.query.userId) }),
  );

  fastify.get(
    '/api/realState/summaries',
    {
      schema: {
        tags: ['realState'],
        summary: "A saved location's meeting summaries, newest first (at most 50)",
        description: "Needs the session cookie; userId must be the signed-in user; another user's locationId is a 404.",
        querystring: DashboardSummariesQuery,
        response: { 200: DashboardSummariesResult, ...documented, 404: ErrorResult },
      },
    },
    async (request, reply) => {
      const { userId, locationId } = request.query;
      const location = await fastify.savedLocations.find(userId, locationId);
      if (!location) return reply.code(404).send(error(404, authMessages.locationNotFound));
      return { summaries: await fastify.savedLocations.summaries(location) };
    },
  );
};

export default realStateRoutes;
