import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DEFAULT_STATEMENT_TIMEOUT_MS, type Database, type OpenDatabaseOptions } from './database-handle';
import * as schema from './schema';

/** Startup options of every connection: the test schema first on the path, and the statement timeout. */
function connectionOptions(ownSchema: string | undefined, statementTimeoutMs: number): string {
  // public stays on the path for the extensions (pg_trgm's operator classes) installed there.
  const searchPath = ownSchema ? [`-c search_path="${ownSchema}",public`] : [];
  return [...searchPath, `-c statement_timeout=${Math.max(0, Math.floor(statementTimeoutMs))}`].join(' ');
}

export type Connection = Pick<pg.ClientConfig, 'connectionString' | 'host' | 'port' | 'user' | 'database'>;

/**
 * Applies the migrations on a connection of their own, without a time limit: building an index over a large table may
 * take long. Under a session advisory lock per schema, so gateways starting together apply them once: the others wait,
 * then find every migration in the journal. The lock goes with the connection, however the migration ends.
 */
async function migrateOn(connection: Connection, options: OpenDatabaseOptions): Promise<void> {
  const client = new pg.Client({ ...connection, options: connectionOptions(options.schema, 0) });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [
      `civicbrief:migrations:${options.schema ?? 'public'}`,
    ]);
    await migratePg(drizzlePg({ client, schema }), {
      migrationsFolder: options.migrationsFolder,
      migrationsSchema: options.schema,
    });
  } finally {
    await client.end();
  }
}

/** A migrated database behind node-postgres: a pool of `max` connections, each query limited to the statement timeout. */
export async function openOn(
  connection: Connection,
  options: OpenDatabaseOptions,
  pool: { max: number; clientTimeout: boolean; applicationName?: string },
) {
  await migrateOn(connection, options);
  const timeoutMs = Math.max(0, Math.floor(options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS));
  const clients = new pg.Pool({
    ...connection,
    max: pool.max,
    options: connectionOptions(options.schema, timeoutMs),
    ...(pool.applicationName ? { application_name: pool.applicationName } : {}),
    // Where the server cannot cancel a statement (PGlite), the client stops waiting at the same limit.
    ...(pool.clientTimeout && timeoutMs > 0 ? { query_timeout: timeoutMs } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  clients.on('error', (error) => options.onPoolError?.(error));
  return { db: drizzlePg({ client: clients, schema }) as unknown as Database, clients };
}
