import { authMessages } from '@civicbrief/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientIp } from '../../accounts/client-ip';

/**
 * Sign-in attempts allowed in each window per client address (an office or a carrier shares one among
 * several people), and per address and email (one account).
 */
export const LOGIN_ATTEMPTS_PER_ADDRESS = 10;
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
 * Two counters for POST /api/auth/login: per address before the body is read (many accounts guessed
 * from one place), and per address and email once it is valid (one account guessed from one place).
 * Not per email alone: anyone could then lock an account out for a minute from anywhere, while its
 * owner must still be able to sign in from elsewhere. Guessing one account from many addresses meets
 * the password hash's cost. Every attempt counts. @fastify/rate-limit's store (Redis when REDIS_URL is set).
 */
export function loginLimits(fastify: FastifyInstance) {
  const perAddress = fastify.createRateLimit({
    max: LOGIN_ATTEMPTS_PER_ADDRESS,
    timeWindow: WINDOW,
    keyGenerator: (r) => `login-ip:${clientIp(r)}`,
  });
  const perEmail = fastify.createRateLimit({
    max: LOGIN_ATTEMPTS,
    timeWindow: WINDOW,
    keyGenerator: (r) =>
      `login-email:${clientIp(r)}:${String((r.body as { email?: unknown }).email)
        .trim()
        .toLowerCase()}`,
  });
  return {
    byAddress: (request: FastifyRequest, reply: FastifyReply) => check(perAddress, request, reply),
    byEmail: (request: FastifyRequest, reply: FastifyReply) => check(perEmail, request, reply),
  };
}
