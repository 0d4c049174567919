import { authMessages, ErrorResult, LoginInput, SessionResult } from '@civicbrief/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { clearSessionCookie, SESSION_TTL_MS, sessionTokenOf, setSessionCookie } from '../../accounts/session-cookie';
import { loginLimits } from './login-limits';

const unauthorized = (message: string): ErrorResult => ({ statusCode: 401, error: 'Unauthorized', message });

// Answers about who is signed in must never be stored by a cache.
// (A hook must not return the reply: Fastify would take that as "already answered" and wait.)
const noStore = (reply: FastifyReply): void => {
  reply.header('cache-control', 'private, no-store');
};

/** Sign-in with a signed session cookie (spec §7 POST /api/auth/login), sign-out and the current session. */
const authRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const limits = loginLimits(fastify);

  fastify.post(
    '/api/auth/login',
    {
      onRequest: async (request, reply) => {
        noStore(reply);
        await limits.byAddress(request, reply);
      },
      preHandler: async (request, reply) => limits.byEmail(request, reply),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Sets the httpOnly session cookie cb_session. Wrong email or password: 401. At most 10 attempts a minute per client, 5 per client and email: 429.',
        body: LoginInput,
        response: { 200: SessionResult, 400: ErrorResult, 401: ErrorResult, 429: ErrorResult },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await fastify.users.authenticate(email, password);
      if (!user) {
        request.log.info('sign-in refused');
        return reply.code(401).send(unauthorized(authMessages.invalidCredentials));
      }
      const session = await fastify.users.startSession(user.id, SESSION_TTL_MS);
      setSessionCookie(reply, fastify.config, session.token);
      request.log.info({ userId: user.id }, 'signed in');
      return { user };
    },
  );

  fastify.post(
    '/api/auth/logout',
    {
      onRequest: async (_request, reply) => noStore(reply),
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session and clears its cookie',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const token = sessionTokenOf(request);
      if (token) await fastify.users.endSession(token);
      clearSessionCookie(reply, fastify.config);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/api/auth/session',
    {
      onRequest: async (_request, reply) => noStore(reply),
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user of the session cookie',
        response: { 200: SessionResult, 401: ErrorResult },
      },
    },
    async (request, reply) => {
      const token = sessionTokenOf(request);
      const user = token ? await fastify.users.sessionUser(token) : null;
      if (!user) return reply.code(401).send(unauthorized(authMessages.signInRequired));
      return { user };
    },
  );
};

export default authRoutes;
