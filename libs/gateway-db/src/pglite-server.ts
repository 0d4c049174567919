import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';

/** The port in the socket's file name (`.s.PGSQL.<port>`), which node-postgres reads from `host` (a folder) and `port`. */
const SOCKET_PORT = 5432;

/**
 * The database thread's code. PGlite runs there, never on the caller's event loop, and answers over PostgreSQL's
 * wire protocol on a Unix socket (pglite-socket), so both databases are reached through node-postgres. Plain
 * JavaScript given to the Worker as text (`eval`): it needs no file of its own to be found under jest (which runs
 * from a project folder), tsx or the production bundle; its imports resolve from the working directory, where
 * node_modules is. PGlite has one session: the server admits a second client only so that a replacement can
 * connect while a dropped one is going away (the pool keeps one).
 */
const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const { dataDir, socketPath, template } = workerData;
  // pg_trgm ships with PGlite but must be loaded for the migration's CREATE EXTENSION to find it.
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: template ? new Blob([template]) : undefined });
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 2 });
  await server.start();
  parentPort.on('message', async (message) => {
    if (!message || message.type !== 'close') return;
    try {
      await server.stop();
      await db.close();
      parentPort.postMessage({ type: 'closed' });
    } catch (error) {
      parentPort.postMessage({ type: 'closed', error: String(error) });
    }
  });
  parentPort.postMessage({ type: 'ready' });
})().catch((error) => parentPort.postMessage({ type: 'failed', error: String(error && error.stack || error) }));
`;

export interface PgliteServerOptions {
  /** A data directory, or `memory://`. */
  dataDir: string;
  /** A dump (createPgliteTemplate) to start from instead of a new cluster. */
  template?: Blob;
  /** The thread stopped by itself (a crash): the database is gone until the gateway restarts. */
  onExit?: (error: Error) => void;
}

export interface PgliteServer {
  /** node-postgres' connection settings for the server's socket. */
  connection: { host: string; port: number; user: string; database: string };
  /** Stops the server, closes PGlite (written to disk) and ends the thread. Idempotent. */
  close(): Promise<void>;
}

function nextMessage(worker: Worker, type: string): Promise<{ error?: string }> {
  return new Promise((resolveMessage, reject) => {
    const onMessage = (message: { type?: string; error?: string }) => {
      if (message?.type === 'failed')
        return onError(new Error(`the embedded database did not start: ${message.error}`));
      if (message?.type !== type) return;
      off();
      resolveMessage(message);
    };
    const onError = (error: Error) => {
      off();
      reject(error);
    };
    const onExit = (code: number) => onError(new Error(`the embedded database's thread ended (exit code ${code})`));
    const off = () => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    };
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}

/**
 * Starts PGlite in a worker thread behind a PostgreSQL socket (decision 040): its queries run on that thread, so the
 * gateway's event loop never waits on one. The socket is a Unix socket in a new folder only this user can open.
 */
export async function startPgliteServer(options: PgliteServerOptions): Promise<PgliteServer> {
  const inMemory = options.dataDir.startsWith('memory://');
  const dataDir = inMemory ? options.dataDir : resolve(process.cwd(), options.dataDir);
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const socketDir = await mkdtemp(join(tmpdir(), 'cb-pglite-'));
  const template = options.template ? await options.template.arrayBuffer() : undefined;
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { dataDir, socketPath: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`), template },
    transferList: template ? [template] : [],
  });
  let closing: Promise<void> | undefined;
  try {
    await nextMessage(worker, 'ready');
  } catch (error) {
    await worker.terminate();
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }
  worker.on('error', (error) => options.onExit?.(error));
  worker.on('exit', (code) => {
    if (!closing) options.onExit?.(new Error(`the embedded database's thread ended (exit code ${code})`));
  });

  const close = async () => {
    const closed = nextMessage(worker, 'closed');
    worker.postMessage({ type: 'close' });
    try {
      const { error } = await closed;
      if (error) throw new Error(`closing the embedded database failed: ${error}`);
    } finally {
      await worker.terminate();
      await rm(socketDir, { recursive: true, force: true });
    }
  };
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    close: () => (closing ??= close()),
  };
}
