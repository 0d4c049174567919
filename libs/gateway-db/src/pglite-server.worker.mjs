// The embedded database's own thread (decision 040): PGlite runs here, never on the gateway's event loop, and
// answers the gateway over PostgreSQL's wire protocol on a Unix socket (pglite-socket), so the gateway reaches both
// databases through one driver, node-postgres. Plain JavaScript: Node runs it as it is, under jest, tsx and the
// production bundle alike. PGlite has one session: the server takes one client at a time (a second may connect
// while the first is going away; node-postgres' pool keeps one), and queues what arrives behind a running query.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath, template } = workerData;
// pg_trgm ships with PGlite but must be loaded for the migration's CREATE EXTENSION to find it.
const db = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: template ? new Blob([template]) : undefined });
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 2 });
await server.start();

parentPort.on('message', async (message) => {
  if (message?.type !== 'close') return;
  try {
    await server.stop();
    await db.close();
    parentPort.postMessage({ type: 'closed' });
  } catch (error) {
    parentPort.postMessage({ type: 'closed', error: String(error) });
  }
});
parentPort.postMessage({ type: 'ready' });
