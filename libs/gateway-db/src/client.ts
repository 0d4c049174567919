import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { startPgliteServer } from './pglite-server';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * Both databases are reached through node-postgres and drizzle's PostgreSQL query builder (PGlite behind its socket
 * in a thread of its own, decision 040), so repositories never see which one runs.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** The schema the tables are in: 'public', or a test's own. */
  schema: string;
  /** This handle's connections' `application_name` (one per handle), so a notification can tell its own writes. */
  sessionName: string;
  /**
   * Calls `onNotify` with the payload of each notification on `channel` (PostgreSQL `LISTEN`, on a connection of its
   * own), and with null after that connection was lost and made again (a notification may have been missed).
   * PGlite serves one process, which knows its own writes: there it never calls. Resolves once listening; the
   * function it gives stops.
   */
  listen(channel: string, onNotify: (payload: string | null) => void): Promise<() => Promise<void>>;
  /** Resolves when the database answers `select 1`; rejects otherwise. */
  ping(): Promise<void>;
  /** Idempotent. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... selects PostgreSQL; absent selects the embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory (relative to the process cwd), or `memory://` for a throwaway database. */
  pgliteDir: string;
  /** Folder of the drizzle-kit SQL migrations, applied before the handle is returned. */
  migrationsFolder: string;
  onPoolError?: (error: Error) => void;
  /**
   * PostgreSQL only: a schema to keep every table (and the migrations journal) in, put first on the
   * search_path. Tests use one per file so runs against a shared server never see each other's rows.
   */
  schema?: string;
  /**
   * A query running longer fails (0: never; default 5 s). PostgreSQL cancels the statement itself, so it cannot hold
   * a pool connection. PGlite cannot cancel one (its WebAssembly build has no timer signals): its caller gets the
   * error at the limit and the connection is replaced, while the query runs on in the database's thread, never on
   * the gateway's; the search's and content API's bounds keep every query reachable from outside short (decision 040).
   */
  statementTimeoutMs?: number;
  /**
   * PGlite only: a data directory to start from (a dump made by createPgliteTemplate) instead of a new, empty
   * cluster. Creating a cluster costs seconds; loading a dump of an already migrated one, a fraction of that.
   */
  pgliteTemplate?: Blob;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;

/** Where the committed migrations live when the process runs from the workspace root (npm start, nx serve). */
export const defaultMigrationsFolder = (): string => resolve(process.cwd(), 'libs/gateway-db/drizzle');

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

/** Startup options of every connection: the test schema first on the path, and the statement timeout. */
function connectionOptions(ownSchema: string | undefined, statementTimeoutMs: number): string {
  // public stays on the path for the extensions (pg_trgm's operator classes) installed there.
  const searchPath = ownSchema ? [`-c search_path="${ownSchema}",public`] : [];
  return [...searchPath, `-c statement_timeout=${Math.max(0, Math.floor(statementTimeoutMs))}`].join(' ');
}

type Connection = Pick<pg.ClientConfig, 'connectionString' | 'host' | 'port' | 'user' | 'database'>;

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
async function openOn(
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

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const RELISTEN_MS = 1000;

/** `LISTEN channel` on a connection of its own, made again a second after it is lost (see DatabaseHandle.listen). */
async function listenOn(
  connection: Connection,
  channel: string,
  onNotify: (payload: string | null) => void,
  onError?: (error: Error) => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const client = new pg.Client(connection);
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    client.on('error', (error) => {
      onError?.(error);
      lost(client);
    });
    client.on('end', () => lost(client));
    await client.connect();
    await client.query(`LISTEN "${channel}"`);
    if (stopped) return void (await client.end());
    current = client;
  };
  const again = () => {
    retry = setTimeout(() => {
      connect().then(
        () => onNotify(null),
        (error: Error) => {
          onError?.(error);
          if (!stopped) again();
        },
      );
    }, RELISTEN_MS);
  };
  const lost = (client: pg.Client) => {
    if (client !== current || stopped) return;
    current = undefined;
    again();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
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

/**
 * The gateway's own database for a command-line tool: PostgreSQL with DATABASE_URL, else PGlite in PGLITE_DIR
 * (default .data/pglite). Like the gateway's configuration, an empty variable counts as unset.
 */
export function openConfiguredDatabase(
  env: NodeJS.ProcessEnv,
  migrationsFolder = defaultMigrationsFolder(),
): Promise<DatabaseHandle> {
  // An operator's tool waits for its own statements (a seed's batch, an import): the time limit guards the
  // gateway's requests, not these.
  return openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: configuredPgliteDir(env),
    migrationsFolder,
    statementTimeoutMs: 0,
  });
}

export const configuredPgliteDir = (env: NodeJS.ProcessEnv): string => env.PGLITE_DIR || '.data/pglite';

export interface ConfiguredDatabaseOptions {
  env: NodeJS.ProcessEnv;
  migrationsFolder?: string;
  /** An open database to use instead of the configured one (tests); its owner closes it. */
  database?: DatabaseHandle;
}

/** Runs `use` on `options.database`, else on the configured database, opened for it and closed afterwards. */
export async function withConfiguredDatabase<T>(
  options: ConfiguredDatabaseOptions,
  use: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  if (options.database) return use(options.database);
  const database = await openConfiguredDatabase(options.env, options.migrationsFolder);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}
