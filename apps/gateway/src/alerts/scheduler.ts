import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@civicbrief/gateway-db';
import type { AlertsService } from './alerts-service';
import { queueDueDigests } from './digests';
import { matchNewPages, PAGE_BATCH } from './matcher';

/** How often the gateway looks for new pages and due digests; a content write asks for a run sooner. */
export const ALERT_POLL_MS = 60_000;
/** A content write is followed by a run this much later (writes in a burst share it). */
export const AFTER_WRITE_MS = 1_000;
/** Runs of the matcher per tick at most (each takes PAGE_BATCH pages): a big import drains over a few ticks. */
const MAX_MATCH_RUNS = 20;

export interface AlertRunResult {
  pages: number;
  matches: number;
  immediateMails: number;
  digests: number;
}

export interface AlertScheduler {
  /** Matches the new pages (until none is left, or MAX_MATCH_RUNS), then queues the digests due at `now`. */
  runOnce(now?: Date): Promise<AlertRunResult>;
  /** After a content write: a run soon. */
  kick(): void;
  start(pollMs?: number): void;
  /** Stops; resolves once the run in flight is done. */
  stop(): Promise<void>;
}

/**
 * The alerts' clock (decision 036): a small interval in the gateway (in every gateway: the matcher runs one at a time
 * under an advisory lock, and digests lock their alerts) plus a run shortly after each content write in this process.
 * Imports written by another process are found by the next tick.
 */
export function createAlertScheduler(
  db: Database,
  service: AlertsService,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): AlertScheduler {
  let timer: NodeJS.Timeout | undefined;
  let soon: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | undefined;
  let running = false;

  async function runOnce(now = new Date()): Promise<AlertRunResult> {
    const result: AlertRunResult = { pages: 0, matches: 0, immediateMails: 0, digests: 0 };
    for (let run = 0; run < MAX_MATCH_RUNS; run += 1) {
      const match = await matchNewPages(db);
      result.pages += match.pages;
      result.matches += match.matches;
      result.immediateMails += match.mails;
      if (match.busy || match.pages < PAGE_BATCH) break;
    }
    result.digests = await queueDueDigests(db, now);
    await service.dropExpiredPending();
    if (result.pages + result.digests > 0) log.info({ ...result }, 'alerts run done');
    return result;
  }

  async function tick(): Promise<void> {
    if (inFlight) return;
    try {
      inFlight = runOnce();
      await inFlight;
    } catch (error) {
      log.error({ err: error }, 'alerts run failed');
    } finally {
      inFlight = undefined;
    }
  }

  return {
    runOnce,
    kick() {
      if (!running || soon) return;
      soon = setTimeout(() => {
        soon = undefined;
        void tick();
      }, AFTER_WRITE_MS);
    },
    start(pollMs = ALERT_POLL_MS) {
      if (running) return;
      running = true;
      timer = setInterval(() => void tick(), pollMs);
      void tick();
    },
    async stop() {
      running = false;
      clearInterval(timer);
      clearTimeout(soon);
      await inFlight?.catch(() => undefined);
    },
  };
}
