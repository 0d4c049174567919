import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';

/** The port in the socket's file name (`.s.PGSQL.<port>`), which node-postgres reads from `host` (a folder) and `port`. */
const SOCKET_PORT = 5432;

/**
 * The worker's code, a plain ES module beside this file, found from the process's working directory (the workspace
 * root, as `npm start`, nx and the tools run) like the migrations folder (`defaultMigrationsFolder`).
 */
export const defaultPgliteWorkerFile = (): string => resolve(process.cwd(), 'libs/gateway-db/src/pglite-server.worker.mjs');

export interface PgliteServerOptions {
  /** A data directory, or `memory://`. */
  dataDir: string;
  /** A dump (createPgliteTemplate) to start from instead of a new cluster. */
  template?: Blob;
  workerFile?: string;
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
  const worker = new Worker(options.workerFile ?? defaultPgliteWorkerFile(), {
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
