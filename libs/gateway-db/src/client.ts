import { mkdir } from 'node:fs/promises';
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
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share drizzle's PostgreSQL query builder, so repositories never see which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
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
   * PostgreSQL only: a statement running longer is cancelled (0: never; default 5 s), so one slow query cannot
   * hold a pool connection. PGlite runs in the gateway's own thread and cannot cancel a query: there the
   * content API's bounds (CONTENT_LIST_LIMITS, the cost limit) keep every query reachable from outside short.
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

function handle(db: Database, driver: DatabaseDriver, closeClient: () => Promise<void>): DatabaseHandle {
  let closing: Promise<void> | undefined;
  return {
    db,
    driver,
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

async function migratePostgres(options: OpenDatabaseOptions & { databaseUrl: string }): Promise<void> {
  // Its own connection, without the statement timeout: building an index over a large table may take longer.
  const client = new pg.Client({ connectionString: options.databaseUrl, options: connectionOptions(options.schema, 0) });
  await client.connect();
  try {
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: options.migrationsFolder, migrationsSchema: options.schema });
  } finally {
    await client.end();
  }
}

async function openPostgres(options: OpenDatabaseOptions & { databaseUrl: string }): Promise<DatabaseHandle> {
  await migratePostgres(options);
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 10,
    options: connectionOptions(options.schema, options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzlePg({ client: pool, schema });
  return handle(db as unknown as Database, 'postgres', () => pool.end());
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const inMemory = options.pgliteDir.startsWith('memory://');
  const dataDir = inMemory ? options.pgliteDir : resolve(process.cwd(), options.pgliteDir);
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  // pg_trgm ships with PGlite but must be loaded for the migration's CREATE EXTENSION to find it.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: options.pgliteTemplate });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: options.migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return handle(db as unknown as Database, 'pglite', () => client.close());
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
  return options.databaseUrl
    ? openPostgres({ ...options, databaseUrl: options.databaseUrl })
    : openPglite(options);
}

/**
 * The gateway's own database for a command-line tool: PostgreSQL with DATABASE_URL, else PGlite in PGLITE_DIR
 * (default .data/pglite). Like the gateway's configuration, an empty variable counts as unset.
 */
export function openConfiguredDatabase(env: NodeJS.ProcessEnv, migrationsFolder = defaultMigrationsFolder()): Promise<DatabaseHandle> {
  return openDatabase({ databaseUrl: env.DATABASE_URL || undefined, pgliteDir: configuredPgliteDir(env), migrationsFolder });
}

export const configuredPgliteDir = (env: NodeJS.ProcessEnv): string => env.PGLITE_DIR || '.data/pglite';

export interface ConfiguredDatabaseOptions {
  env: NodeJS.ProcessEnv;
  migrationsFolder?: string;
  /** An open database to use instead of the configured one (tests); its owner closes it. */
  database?: DatabaseHandle;
}

/** Runs `use` on `options.database`, else on the configured database, opened for it and closed afterwards. */
export async function withConfiguredDatabase<T>(options: ConfiguredDatabaseOptions, use: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  if (options.database) return use(options.database);
  const database = await openConfiguredDatabase(options.env, options.migrationsFolder);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}
