import type { OutboxCountsResult } from '@civicbrief/contracts';
import { outbox, type Database, type OutboxRow } from '@civicbrief/gateway-db';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAttempt, type RunResult } from './attempt-outcome';
import { DEFAULT_BACKOFF, type BackoffOptions } from './backoff';
import { claimDue, renewLease } from './claims';
import { countOutbox } from './counts';
import type { DeliveryOutcome, Deliverers } from './delivery';
import { OUTBOX_LEASE_MS } from './lease';
import { outboxHandlers } from './outbox-handlers';
import type { OutboxKind } from './outbox-message';
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
  /**
   * How long a claimed row is held; a worker that died with it releases it by letting this pass. Every
   * deliverer must finish well inside it (sendTimeoutFor): an outcome that comes after the lease is lost.
   */
  leaseMs?: number;
  backoff?: BackoffOptions;
}

export type { RunResult } from './attempt-outcome';

export interface OutboxWorker {
  /**
   * Claims the rows that are due, delivers them, records each outcome while the claim still holds the
   * row (a late outcome is dropped and logged). Safe to run in several gateways at once.
   */
  runOnce(): Promise<RunResult>;
  counts(): Promise<OutboxCountsResult>;
  /** Polls every `pollMs` (at once again while batches come back full). */
  start(pollMs: number): void;
  /** Stops polling; resolves once the batch in flight is recorded. */
  stop(): Promise<void>;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    db,
    deliverers,
    maxAttempts,
    log,
    batchSize = 20,
    concurrency = 5,
    leaseMs = OUTBOX_LEASE_MS,
    backoff = DEFAULT_BACKOFF,
  } = options;
  const handlers = outboxHandlers(deliverers);
  const kinds = (Object.keys(handlers) as OutboxKind[]).filter((kind) => handlers[kind]);

  const claim = () => claimDue(db, { kinds, batchSize, leaseMs });
  const renew = (group: OutboxRow[], token: string) => renewLease(db, group, token, leaseMs);

  function attempt(row: OutboxRow): Promise<DeliveryOutcome> {
    const handler = handlers[row.kind as OutboxKind];
    if (!handler) throw new Error(`no deliverer for outbox kind '${row.kind}'`);
    return handler(row);
  }

  /**
   * Writes the outcome only while this claim still holds the row: its token, and a lease not yet run
   * out. Otherwise another worker may hold the row (and may be sending it) and its outcome is the one
   * that counts, so nothing is written (null).
   */
  async function record(row: OutboxRow, outcome: DeliveryOutcome, token: string): Promise<keyof RunResult | null> {
    const { values, result, retryInMs } = afterAttempt(row, outcome, { maxAttempts, backoff });
    const held = and(eq(outbox.id, row.id), eq(outbox.leaseToken, token), gt(outbox.lockedUntil, sql`now()`));
    const written = await db.update(outbox).set(values).where(held).returning({ id: outbox.id });
    const context = { outboxId: row.id, kind: row.kind, attempts: row.attempts + 1 };
    if (written.length === 0) {
      log.warn(
        { ...context, outcome: outcome.result },
        'outbox lease lost before the outcome was recorded; the worker holding the row decides',
      );
      return null;
    }
    if (outcome.result === 'delivered') return result;
    if (result === 'dead') log.error({ ...context, error: outcome.error }, 'outbox row gave up: dead letter');
    else log.warn({ ...context, retryInMs, error: outcome.error }, 'outbox delivery failed; will retry');
    return result;
  }

  async function deliver(row: OutboxRow, token: string): Promise<keyof RunResult | null> {
    let outcome: DeliveryOutcome;
    try {
      outcome = await attempt(row);
    } catch (error) {
      // A bug or a database hiccup inside a deliverer is one failed try, not a stuck row.
      outcome = { result: 'retry', error: `delivery failed: ${(error as Error).message}`.slice(0, 500) };
    }
    return record(row, outcome, token);
  }

  async function runOnce(): Promise<RunResult> {
    const { rows, token } = await claim();
    const result: RunResult = { delivered: 0, failed: 0, dead: 0 };
    for (let start = 0; start < rows.length; start += concurrency) {
      const group = await renew(rows.slice(start, start + concurrency), token);
      const outcomes = await Promise.all(group.map((row) => deliver(row, token)));
      for (const outcome of outcomes) if (outcome) result[outcome] += 1;
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
