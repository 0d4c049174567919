import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { openOn } from './connections';
import type { Database, DatabaseDriver, DatabaseHandle, OpenDatabaseOptions } from './database-handle';
import { listenOn } from './notification-listener';
import { startPgliteServer } from './pglite-server';
import * as schema from './schema';

function handle(
  db: Database,
  driver: DatabaseDriver,
  closeClient: () => Promise<void>,
  extra: Pick<DatabaseHandle, 'schema' | 'sessionName' | 'listen'>,
): DatabaseHandle {
  let closing: Promise<void> | undefined;
  return {
    db,
    driver,
    ...extra,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => (closing ??= closeClient()),
  };
}

async function openPostgres(options: OpenDatabaseOptions & { databaseUrl: string }): Promise<DatabaseHandle> {
  const connection = { connectionString: options.databaseUrl };
  const sessionName = `civicbrief-${randomBytes(6).toString('hex')}`;
  const { db, clients } = await openOn(connection, options, {
    max: 10,
    clientTimeout: false,
    applicationName: sessionName,
  });
  return handle(db, 'postgres', () => clients.end(), {
    schema: options.schema ?? 'public',
    sessionName,
    listen: (channel, onNotify) => listenOn(connection, channel, onNotify, options.onPoolError),
  });
}

/**
 * PGlite in a thread of its own behind a PostgreSQL socket (decision 040). It has one session, so the pool keeps one
 * connection: queries wait their turn there, as they did in PGlite's own queue.
 */
async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const server = await startPgliteServer({
    dataDir: options.pgliteDir,
    template: options.pgliteTemplate,
    onExit: (error) => options.onPoolError?.(error),
  });
  try {
    const { db, clients } = await openOn(
      server.connection,
      { ...options, schema: undefined },
      { max: 1, clientTimeout: true },
    );
    return handle(
      db,
      'pglite',
      async () => {
        await clients.end();
        await server.close();
      },
      { schema: 'public', sessionName: 'pglite', listen: async () => async () => undefined },
    );
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** A dump of a new in-memory PGlite with every migration applied, to open copies of with `pgliteTemplate`. */
export async function createPgliteTemplate(migrationsFolder: string): Promise<Blob> {
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Opens (creating when needed) and migrates the database the configuration points at. */
export function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres({ ...options, databaseUrl: options.databaseUrl }) : openPglite(options);
}
