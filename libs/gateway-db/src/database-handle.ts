import { resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

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
