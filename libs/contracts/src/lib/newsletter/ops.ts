// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod';

/** GET /api/ops/outbox: the delivery outbox for operators. */
export const OutboxCountsResult = z.object({
  pending: z.number().int(),
  delivered: z.number().int(),
  dead: z.number().int(),
  /** Age of the oldest row still waiting; null when none waits. */
  oldestPendingAgeSeconds: z.number().int().nullable(),
});
export type OutboxCountsResult = z.infer<typeof OutboxCountsResult>;
