import type { FastifyBaseLogger } from 'fastify';

export interface Poller {
  start(pollMs: number): void;
  /** Stops polling; resolves once the run in flight has finished. */
  stop(): Promise<void>;
}

/**
 * Calls `run` every `pollMs`, at once again while a run reports a full batch (a backlog drains without
 * waiting). A failing run (database unreachable) is logged and tried again at the next tick.
 */
export function createPoller(
  run: () => Promise<number>,
  batchSize: number,
  log: Pick<FastifyBaseLogger, 'error'>,
): Poller {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<number> | undefined;
  let running = false;

  async function tick(pollMs: number): Promise<void> {
    let handled = 0;
    try {
      inFlight = run();
      handled = await inFlight;
    } catch (error) {
      log.error({ err: error }, 'outbox run failed');
    } finally {
      inFlight = undefined;
    }
    if (running) timer = setTimeout(() => void tick(pollMs), handled >= batchSize ? 0 : pollMs);
  }

  return {
    start(pollMs) {
      if (running) return;
      running = true;
      timer = setTimeout(() => void tick(pollMs), 0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await inFlight?.catch(() => undefined);
    },
  };
}
