/**
 * The two databases a content benchmark measures: the ~50,000-page sample seed on PGlite (tmp/bench/pglite,
 * seeded on first use and kept) and on PostgreSQL (a throwaway database on the server of BENCH_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/test, seeded each run; skipped when the server is unreachable).
 * A measure gets the database settings for a gateway process (withGateway in gateway-server.ts).
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { defaultMigrationsFolder, openDatabase, type DatabaseHandle } from '@civicbrief/gateway-db';
import { parseIsoDay } from '../content/seed/dates';
import { runSeed } from '../content/seed/run';

export const migrationsFolder = defaultMigrationsFolder();
export const reference = parseIsoDay('2026-11-25') as Date;
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A gateway process's database settings: PGlite in PGLITE_DIR unless DATABASE_URL is set. */
export interface DatabaseEnv extends Record<string, string> {
  PGLITE_DIR: string;
  DATABASE_URL: string;
}
type Measure = (label: string, env: DatabaseEnv) => Promise<void>;

/** The PGlite directory is closed before `measure` runs: PGlite allows one process per directory. */
export async function onSeededPglite(measure: Measure): Promise<void> {
  const pgliteDir = resolve(process.cwd(), 'tmp/bench/pglite');
  const handle = await openDatabase({ pgliteDir, migrationsFolder, statementTimeoutMs: 0 });
  try {
    const seeded = await runSeed(handle.db, { reference, ifEmpty: true });
    if (seeded.status !== 'skipped') console.log('PGlite: seeded tmp/bench/pglite');
  } finally {
    await handle.close();
  }
  await measure('PGlite', { PGLITE_DIR: pgliteDir, DATABASE_URL: '' });
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A throwaway, migrated schema in BENCH_DATABASE_URL for `use`, dropped afterwards; skipped (logged) when the
 * server is unreachable. `schemaPrefix` names the bench in the server's schema list while it runs.
 */
export async function onPostgresSchema(
  schemaPrefix: string,
  use: (handle: DatabaseHandle, schema: string) => Promise<void>,
): Promise<void> {
  const schema = `${schemaPrefix}_${randomBytes(6).toString('hex')}`;
  try {
    // In public, so the bench schema's search_path (schema, public) finds the trigram operator classes.
    await onServer('create extension if not exists pg_trgm with schema public');
  } catch (error) {
    console.log(`PostgreSQL at ${databaseUrl} unreachable (${(error as Error).message}); skipped.`);
    return;
  }
  try {
    const handle = await openDatabase({
      databaseUrl,
      pgliteDir: 'memory://',
      migrationsFolder,
      schema,
      statementTimeoutMs: 0,
    });
    try {
      await use(handle, schema);
    } finally {
      await handle.close();
    }
  } finally {
    await onServer(`drop schema if exists "${schema}" cascade`);
  }
}

/** The seed in a throwaway PostgreSQL database (a gateway process cannot be pointed at a schema), dropped afterwards. */
export async function onSeededPostgres(namePrefix: string, measure: Measure): Promise<void> {
  const name = `${namePrefix}_${randomBytes(6).toString('hex')}`;
  try {
    await onServer(`create database "${name}"`);
  } catch (error) {
    console.log(`PostgreSQL at ${databaseUrl} unreachable (${(error as Error).message}); skipped.`);
    return;
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await openDatabase({
      databaseUrl: url.href,
      pgliteDir: 'memory://',
      migrationsFolder,
      statementTimeoutMs: 0,
    });
    try {
      await runSeed(handle.db, { reference });
      await handle.db.execute(sql`analyze`);
    } finally {
      await handle.close();
    }
    await measure('PostgreSQL', { PGLITE_DIR: 'memory://', DATABASE_URL: url.href });
  } finally {
    await onServer(`drop database if exists "${name}"`);
  }
}
