import { ErrorResult, IntakeResult, intakeToasts, isTrappedBody } from '@civicbrief/contracts';
import { randomUUID } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preValidationHookHandler,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientIp } from '../accounts/client-ip';
import { rejectUnstorableText } from './storable-text';

/** Real submissions are well under 2 KiB; anything past 16 KiB is refused (413) before it is parsed. */
export const INTAKE_BODY_LIMIT = 16 * 1024;

/**
 * The per-client limit of one intake call: `max` calls a minute per client address. `name` keeps each
 * call's counter apart, also in a shared Redis store (which tells route counters apart by path only, and
 * two calls share the subscribe path).
 */
export function perClientLimit(max: number, name: string) {
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `intake:${name}:${clientIp(request)}`,
    // Thrown, then answered by the errors plugin as an ErrorResult carrying the spec's wording.
    errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number }) =>
      Object.assign(new Error(intakeToasts.tooManyRequests), { statusCode: context.statusCode }),
  };
}

/**
 * A filled honeypot (the contracts' one rule) is answered before the body is checked, with the call's own
 * success answer and a fresh id: the bot learns nothing, and nothing is written anywhere.
 */
function answerTrapped(answer: Omit<IntakeResult, 'ok' | 'id'>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isTrappedBody(request.body)) return;
    request.log.info({ honeypot: true }, 'intake call discarded');
    return reply.send({ ok: true, id: randomUUID(), ...answer });
  };
}

/** The answers every intake write documents: accepted, invalid, too large, not JSON, too many. */
const intakeResponses = {
  200: IntakeResult,
  400: ErrorResult,
  413: ErrorResult,
  415: ErrorResult,
  429: ErrorResult,
};

type IntakeRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;

export interface IntakeRoute<S extends FastifySchema> {
  url: string;
  /** Keeps the call's per-client counter apart from the other calls'. */
  name: string;
  /** Tags, summary, description, request schemas and the call's own answers; the intake answers are added. */
  schema: S;
  handler: (request: IntakeRequest<S>, reply: FastifyReply) => Promise<unknown>;
  /** What the call's success answer holds besides ok and id (a filled honeypot gets it too). */
  trappedAnswer?: Omit<IntakeResult, 'ok' | 'id'>;
  /** Checks after the shared ones (honeypot, storable text). */
  preValidation?: preValidationHookHandler;
  constraints?: Record<string, string>;
  /** Route config besides the rate limit (e.g. how /docs shows it). */
  config?: RouteShorthandOptions['config'];
}

/**
 * Registers one intake write: its body limit, the honeypot, the guard against text the database cannot store
 * and bodies out of bounds, its per-client limit of INTAKE_RATE_LIMIT calls a minute, and the intake answers.
 */
export function intakeRoute<S extends FastifySchema>(fastify: FastifyInstance, route: IntakeRoute<S>): void {
  const { url, name, schema, handler, trappedAnswer = {}, preValidation, constraints, config } = route;
  const options: RouteShorthandOptions = {
    bodyLimit: INTAKE_BODY_LIMIT,
    preValidation: [answerTrapped(trappedAnswer), rejectUnstorableText, ...(preValidation ? [preValidation] : [])],
    config: { ...config, rateLimit: perClientLimit(fastify.config.intake.rateLimitPerMinute, name) },
    ...(constraints && { constraints }),
    // A call's own answers (e.g. a 409) join the intake ones.
    schema: { ...schema, response: { ...intakeResponses, ...(schema.response as object | undefined) } },
  };
  // The zod validator checked the request against `schema`, which is what IntakeRequest<S> reads.
  fastify.post(url, options, (request, reply) => handler(request as unknown as IntakeRequest<S>, reply));
}
