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
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listened.add(worker));
  };
  cluster.on('exit', (worker, code, signal) => {
    const alive = Object.keys(cluster.workers ?? {}).length;
    if (stopping) {
      if (alive === 0) process.exit();
      return;
    }
    if (!listened.has(worker)) {
      console.error(`[${name}] a worker stopped before it listened (${signal ?? `exit code ${code}`}): stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = code || 1;
      if (alive === 0) process.exit();
      return;
    }
    console.error(`[${name}] worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}): starting another`);
    setTimeout(() => stopping || fork(), RESTART_DELAY_MS);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`[${name}] ${signal}: stopping ${count} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.log(`[${name}] ${count} worker processes`);
  for (let i = 0; i < count; i++) fork();
}
