import type { OutboxCountsResult } from '@civicbrief/contracts';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { outbox, type OutboxRow } from '../db/schema';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff';
import { countOutbox } from './counts';
import type { DeliveryOutcome, Deliverers } from './delivery';
import type { EmailJob, OutboxKind, TrackEntity } from './outbox-message';
import { createPoller } from './poller';

export interface OutboxWorkerOptions {
  db: Database;
  deliverers: Deliverers;
  /** Tries before a row goes to the dead letters (status 'dead'). */
  maxAttempts: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Rows claimed per run. */
  batchSize?: number;
  /** Rows of a batch delivered at the same time. */
  concurrency?: number;
  /** How long a claimed row is held; a worker that died with it releases it by letting this pass. */
  leaseMs?: number;
  backoff?: BackoffOptions;
}

export interface RunResult {
  delivered: number;
  failed: number;
  dead: number;
}

export interface OutboxWorker {
  /** Claims the rows that are due, delivers them, records each outcome. Safe to run in several gateways at once. */
  runOnce(): Promise<RunResult>;
  counts(): Promise<OutboxCountsResult>;
  /** Polls every `pollMs` (at once again while batches come back full). */
  start(pollMs: number): void;
  /** Stops polling; resolves once the batch in flight is recorded. */
  stop(): Promise<void>;
}

/** After delivery the provider's erasure call has done its job; the address it named is not kept. */
const afterDelivery = (row: OutboxRow) =>
  row.kind === 'track' && (row.payload as TrackEntity).action === 'delete'
    ? { payload: { type: 'person', identifiers: { id: 'erased' }, action: 'delete' } satisfies TrackEntity }
    : {};

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, deliverers, maxAttempts, log, batchSize = 20, concurrency = 5, leaseMs = 120_000, backoff = DEFAULT_BACKOFF } = options;
  const { track, email } = deliverers;
  // Every kind must be listed (a Record over OutboxKind); one without a deliverer is never claimed.
  const handlers: Record<OutboxKind, ((row: OutboxRow) => Promise<DeliveryOutcome>) | undefined> = {
    track: track && ((row) => track(row.payload as TrackEntity, row.idempotencyKey)),
    email: email && ((row) => email(row.payload as EmailJob, row.idempotencyKey)),
  };
  const kinds = (Object.keys(handlers) as OutboxKind[]).filter((kind) => handlers[kind]);

  // One statement: the rows are locked (others skip them) and leased (later claims skip them) together.
  async function claim(): Promise<OutboxRow[]> {
    if (kinds.length === 0) return [];
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          inArray(outbox.kind, kinds),
          lte(outbox.nextAttemptAt, sql`now()`),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({ lockedUntil: sql`now() + ${leaseMs}::integer * interval '1 millisecond'` })
      .where(inArray(outbox.id, due))
      .returning();
  }

  function attempt(row: OutboxRow): Promise<DeliveryOutcome> {
    const handler = handlers[row.kind as OutboxKind];
    if (!handler) throw new Error(`no deliverer for outbox kind '${row.kind}'`);
    return handler(row);
  }

  async function record(row: OutboxRow, outcome: DeliveryOutcome): Promise<keyof RunResult> {
    const attempts = row.attempts + 1;
    const where = eq(outbox.id, row.id);
    if (outcome.result === 'delivered') {
      await db
        .update(outbox)
        .set({ status: 'delivered', attempts, deliveredAt: sql`now()`, lockedUntil: null, lastError: outcome.note ?? null, ...afterDelivery(row) })
        .where(where);
      return 'delivered';
    }
    if (outcome.result === 'dead' || attempts >= maxAttempts) {
      await db.update(outbox).set({ status: 'dead', attempts, lockedUntil: null, lastError: outcome.error }).where(where);
      log.error({ outboxId: row.id, kind: row.kind, attempts, error: outcome.error }, 'outbox row gave up: dead letter');
      return 'dead';
    }
    const delayMs = Math.min(backoff.capMs, Math.max(backoffDelay(attempts, backoff), outcome.retryAfterMs ?? 0));
    await db
      .update(outbox)
      .set({ attempts, lockedUntil: null, lastError: outcome.error, nextAttemptAt: sql`now() + ${delayMs}::integer * interval '1 millisecond'` })
      .where(where);
    log.warn({ outboxId: row.id, kind: row.kind, attempts, retryInMs: delayMs, error: outcome.error }, 'outbox delivery failed; will retry');
    return 'failed';
  }

  async function deliver(row: OutboxRow): Promise<keyof RunResult> {
    let outcome: DeliveryOutcome;
    try {
      outcome = await attempt(row);
    } catch (error) {
      // A bug or a database hiccup inside a deliverer is one failed try, not a stuck row.
      outcome = { result: 'retry', error: `delivery failed: ${(error as Error).message}`.slice(0, 500) };
    }
    return record(row, outcome);
  }

  async function runOnce(): Promise<RunResult> {
    const rows = await claim();
    const result: RunResult = { delivered: 0, failed: 0, dead: 0 };
    for (let start = 0; start < rows.length; start += concurrency) {
      const outcomes = await Promise.all(rows.slice(start, start + concurrency).map(deliver));
      for (const outcome of outcomes) result[outcome] += 1;
    }
    if (rows.length > 0) log.info({ ...result, outbox: await countOutbox(db) }, 'outbox batch done');
    return result;
  }

  const poller = createPoller(
    async () => {
      const { delivered, failed, dead } = await runOnce();
      return delivered + failed + dead;
    },
    batchSize,
    log,
  );

  return {
    runOnce,
    counts: () => countOutbox(db),
    start: poller.start,
    stop: poller.stop,
  };
}
