import { intakeToasts } from '@civicbrief/contracts';
import type { FastifyRequest } from 'fastify';
import { clientIp } from '../../accounts/client-ip';

/** A token body is under 600 bytes; anything much larger is refused (413) before it is parsed. */
const BODY_LIMIT = 4096;

const tooMany = () => Object.assign(new Error(intakeToasts.tooManyRequests), { statusCode: 429 });

const limited = (max: number, keyGenerator: (request: FastifyRequest) => string) => ({
  bodyLimit: BODY_LIMIT,
  config: { rateLimit: { max, timeWindow: '1 minute', keyGenerator, errorResponseBuilder: tooMany } },
});

/** Reads (link lookups behind every page view, exports) may come this many times more often than writes. */
export const READ_ALLOWANCE = 5;

/** At most `max` calls a minute per client address (the person's, passed on by the Remix apps). */
export const perClient = (max: number, name: string) =>
  limited(max, (request) => `newsletter:${name}:${clientIp(request)}`);

/**
 * The one-click unsubscribe counts per link, not per address: mailbox providers send RFC 8058 POSTs
 * for millions of people from a few servers, so a per-address limit would drop real unsubscribes,
 * while one link used over and over is the abuse worth stopping.
 */
export const perLink = (max: number) =>
  limited(max, (request) => {
    const { token } = request.query as { token?: unknown };
    return `newsletter:unsubscribe:${typeof token === 'string' ? token : clientIp(request)}`;
  });
