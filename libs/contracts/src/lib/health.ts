// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import './zod-setup';
import * as z from 'zod/mini';

/** Answer of the gateway's liveness probe, GET /healthz. */
export const HealthResult = z.object({ status: z.literal('ok') });
export type HealthResult = z.infer<typeof HealthResult>;

/** Answer of the gateway's readiness probe, GET /readyz: ready only when the database answers. */
export const ReadinessResult = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
});
export type ReadinessResult = z.infer<typeof ReadinessResult>;

/** The shape of every error answer of the gateway: never a stack trace, never SQL. */
export const ErrorResult = z.object({
  statusCode: z.number().check(z.int()),
  error: z.string(),
  message: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorResult = z.infer<typeof ErrorResult>;
