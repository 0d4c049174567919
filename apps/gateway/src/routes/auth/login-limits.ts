import { authMessages } from '@civicbrief/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientIp } from '../../accounts/client-ip';

/** Sign-in attempts allowed per client address and per email address in each window. */
export const LOGIN_ATTEMPTS = 5;
const WINDOW = '1 minute';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

async function check(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', result.ttlInSeconds);
  throw Object.assign(new Error(authMessages.tooManyAttempts), { statusCode: 429 });
}

/**
 * Two counters for POST /api/auth/login (guessing one account from many addresses, or many accounts
 * from one): per address before the body is read, per email once it is valid. Every attempt counts.
 * @fastify/rate-limit's in-memory store; a shared Redis store is the step for several gateways.
 */
export function loginLimits(fastify: FastifyInstance) {
  const perAddress = fastify.createRateLimit({ max: LOGIN_ATTEMPTS, timeWindow: WINDOW, keyGenerator: (r) => `login-ip:${clientIp(r)}` });
  const perEmail = fastify.createRateLimit({
    max: LOGIN_ATTEMPTS,
    timeWindow: WINDOW,
    keyGenerator: (r) => `login-email:${String((r.body as { email?: unknown }).email).trim().toLowerCase()}`,
  });
  return {
    byAddress: (request: FastifyRequest, reply: FastifyReply) => check(perAddress, request, reply),
    byEmail: (request: FastifyRequest, reply: FastifyReply) => check(perEmail, request, reply),
  };
}
