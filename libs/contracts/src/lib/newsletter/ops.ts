// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';

/** GET /api/ops/outbox: the delivery outbox for operators. */
export const OutboxCountsResult = z.object({
  pending: z.number().check(z.int()),
  delivered: z.number().check(z.int()),
  dead: z.number().check(z.int()),
  /** Age of the oldest row still waiting; null when none waits. */
  oldestPendingAgeSeconds: z.nullable(z.number().check(z.int())),
});
export type OutboxCountsResult = z.infer<typeof OutboxCountsResult>;
