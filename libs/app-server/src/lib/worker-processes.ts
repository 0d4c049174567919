import cluster, { type Worker } from 'node:cluster';

type Env = Readonly<Record<string, string | undefined>>;

/** More processes than this per app is a typo, not a machine (decision 037). */
export const MAX_WORKERS = 64;
/** A worker that died is replaced after this delay: a crash loop costs a fork a second, not a busy core. */
export const RESTART_DELAY_MS = 1_000;

/**
 * How many processes serve the app: `WEB_CONCURRENCY` (the usual name on Node hosts), 1 when unset. A server
 * render is CPU work on one core, so one process per core is how an app uses a machine's cores (decision 037).
 */
export function workerCount(env: Env = process.env): number {
  const value = env['WEB_CONCURRENCY'];
  if (value === undefined || value === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to ${MAX_WORKERS} (got "${value}")`);
  }
  return count;
}

export interface WorkerProcessesOptions {
  /** The app's name, in log lines. */
  name: string;
  count: number;
  /** Starts the server in this process (in each worker, or here when count is 1). */
  start: () => Promise<unknown>;
  /** In the primary, before the first fork: e.g. one generated development secret for every worker. */
  beforeFork?: () => void;
}

/**
 * Runs `start` in `count` processes sharing one listening port (node:cluster hands each new connection to the
 * next worker). The primary only watches: a worker that dies is replaced, unless it died before it ever
 * listened (a configuration error would only repeat: the primary exits with its code); SIGTERM or SIGINT is
 * passed to every worker, each finishes its requests in flight, and the primary exits when the last is gone.
 */
export async function runInWorkers({ name, count, start, beforeFork }: WorkerProcessesOptions): Promise<void> {
  if (count <= 1 || cluster.isWorker) {
    await start();
    return;
  }
  beforeFork?.();
  let stopping = false;
  const listened = new WeakSet<Worker>();
  const workers = () => Object.values(cluster.workers ?? {});
  // Every worker finishes its requests in flight; the primary exits (with process.exitCode) after the last one.
  const stopAll = () => {
    stopping = true;
    for (const worker of workers()) worker?.process.kill('SIGTERM');
    if (workers().length === 0) process.exit();
  };
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listened.add(worker));
  };
  cluster.on('exit', (worker, code, signal) => {
    const how = signal ?? `exit code ${code}`;
    if (stopping) {
      if (workers().length === 0) process.exit();
    } else if (!listened.has(worker)) {
      console.error(`[${name}] a worker stopped before it listened (${how}): stopping`);
      process.exitCode = code || 1;
      stopAll();
    } else {
      console.error(`[${name}] worker ${worker.process.pid} stopped (${how}): starting another`);
      setTimeout(() => stopping || fork(), RESTART_DELAY_MS);
    }
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    console.log(`[${name}] ${signal}: stopping ${count} workers`);
    stopAll();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.log(`[${name}] ${count} worker processes`);
  for (let i = 0; i < count; i++) fork();
}
