import { randomUUID } from 'node:crypto';
import type { OutboxCountsResult } from '@civicbrief/contracts';
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { outbox, type OutboxRow, type Database } from '@civicbrief/gateway-db';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff';
import { countOutbox } from './counts';
import type { DeliveryOutcome, Deliverers } from './delivery';
import { OUTBOX_LEASE_MS } from './lease';
import type {
  AlertMailJob,
  CrmFormSubmission,
  DigestMailJob,
  EmailJob,
  OutboxKind,
  SalesMailJob,
  TrackEntity,
} from './outbox-message';
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

export interface RunResult {
  delivered: number;
  failed: number;
  dead: number;
}

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

/** After delivery the provider's erasure call has done its job; the address it named is not kept. */
const afterDelivery = (row: OutboxRow) =>
  row.kind === 'track' && (row.payload as TrackEntity).action === 'delete'
    ? { payload: { type: 'person', identifiers: { id: 'erased' }, action: 'delete' } satisfies TrackEntity }
    : {};

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
  const {
    track,
    email,
    'crm-form': crmForm,
    'sales-mail': salesMail,
    'alert-mail': alertMail,
    'digest-mail': digestMail,
  } = deliverers;
  // Every kind must be listed (a Record over OutboxKind); one without a deliverer is never claimed.
  const handlers: Record<OutboxKind, ((row: OutboxRow) => Promise<DeliveryOutcome>) | undefined> = {
    track: track && ((row) => track(row.payload as TrackEntity, row.idempotencyKey)),
    email: email && ((row) => email(row.payload as EmailJob, row.idempotencyKey)),
    'crm-form': crmForm && ((row) => crmForm(row.payload as CrmFormSubmission, row.idempotencyKey)),
    'sales-mail': salesMail && ((row) => salesMail(row.payload as SalesMailJob, row.idempotencyKey)),
    'alert-mail': alertMail && ((row) => alertMail(row.payload as AlertMailJob, row.idempotencyKey)),
    'digest-mail': digestMail && ((row) => digestMail(row.payload as DigestMailJob, row.idempotencyKey)),
  };
  const kinds = (Object.keys(handlers) as OutboxKind[]).filter((kind) => handlers[kind]);

  // One statement: the rows are locked (others skip them) and leased (later claims skip them) together.
  // The claim's token names this lease: once another claim takes a row over, its token is no longer ours.
  async function claim(): Promise<{ rows: OutboxRow[]; token: string }> {
    const token = randomUUID();
    if (kinds.length === 0) return { rows: [], token };
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
    const rows = await db
      .update(outbox)
      .set({ lockedUntil: sql`now() + ${leaseMs}::integer * interval '1 millisecond'`, leaseToken: token })
      .where(inArray(outbox.id, due))
      .returning();
    return { rows, token };
  }

  /**
   * A batch is delivered a few rows at a time: each group's lease starts afresh just before its sends,
   * so every send has the whole lease, however long the groups before it took. Rows whose lease ran
   * out meanwhile are left to whoever holds them now.
   */
  async function renew(group: OutboxRow[], token: string): Promise<OutboxRow[]> {
    const held = await db
      .update(outbox)
      .set({ lockedUntil: sql`now() + ${leaseMs}::integer * interval '1 millisecond'` })
      .where(
        and(
          inArray(
            outbox.id,
            group.map((row) => row.id),
          ),
          eq(outbox.leaseToken, token),
          gt(outbox.lockedUntil, sql`now()`),
        ),
      )
      .returning({ id: outbox.id });
    const ids = new Set(held.map((row) => row.id));
    return group.filter((row) => ids.has(row.id));
  }

  function attempt(row: OutboxRow): Promise<DeliveryOutcome> {
    const handler = handlers[row.kind as OutboxKind];
    if (!handler) throw new Error(`no deliverer for outbox kind '${row.kind}'`);
    return handler(row);
  }

  /** The row's columns after an attempt with this outcome, and what the run counts it as. */
  function afterAttempt(
    row: OutboxRow,
    outcome: DeliveryOutcome,
  ): { values: PgUpdateSetSource<typeof outbox>; result: keyof RunResult; retryInMs?: number } {
    const attempts = row.attempts + 1;
    const released = { attempts, lockedUntil: null, leaseToken: null };
    if (outcome.result === 'delivered') {
      return {
        result: 'delivered',
        values: {
          ...released,
          status: 'delivered',
          deliveredAt: sql`now()`,
          lastError: outcome.note ?? null,
          ...afterDelivery(row),
        },
      };
    }
    if (outcome.result === 'dead' || attempts >= maxAttempts)
      return { result: 'dead', values: { ...released, status: 'dead', lastError: outcome.error } };
    const delayMs = Math.min(backoff.capMs, Math.max(backoffDelay(attempts, backoff), outcome.retryAfterMs ?? 0));
    const nextAttemptAt = sql`now() + ${delayMs}::integer * interval '1 millisecond'`;
    return { result: 'failed', retryInMs: delayMs, values: { ...released, lastError: outcome.error, nextAttemptAt } };
  }

  /**
   * Writes the outcome only while this claim still holds the row: its token, and a lease not yet run
   * out. Otherwise another worker may hold the row (and may be sending it) and its outcome is the one
   * that counts, so nothing is written (null).
   */
  async function record(row: OutboxRow, outcome: DeliveryOutcome, token: string): Promise<keyof RunResult | null> {
    const { values, result, retryInMs } = afterAttempt(row, outcome);
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
