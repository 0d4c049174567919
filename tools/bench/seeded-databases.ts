/**
 * The two databases a content benchmark measures: the ~50,000-page sample seed on PGlite (tmp/bench/pglite,
 * seeded on first use and kept) and on PostgreSQL (a throwaway schema in BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, seeded each run; skipped when the server is unreachable).
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/gateway/src/db/client';
import { parseIsoDay } from '../content/seed/dates';
import { runSeed } from '../content/seed/run';

export const migrationsFolder = resolve(process.cwd(), 'apps/gateway/drizzle');
export const reference = parseIsoDay('2026-11-25') as Date;
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

type Measure = (label: string, handle: DatabaseHandle) => Promise<void>;

export async function onSeededPglite(measure: Measure): Promise<void> {
  const handle = await openDatabase({ pgliteDir: 'tmp/bench/pglite', migrationsFolder });
  try {
    const seeded = await runSeed(handle.db, { reference, ifEmpty: true });
    if (seeded.status !== 'skipped') console.log('PGlite: seeded tmp/bench/pglite');
    await measure('PGlite', handle);
  } finally {
    await handle.close();
  }
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
export async function onPostgresSchema(schemaPrefix: string, use: (handle: DatabaseHandle, schema: string) => Promise<void>): Promise<void> {
  const schema = `${schemaPrefix}_${randomBytes(6).toString('hex')}`;
  try {
    // In public, so the bench schema's search_path (schema, public) finds the trigram operator classes.
    await onServer('create extension if not exists pg_trgm with schema public');
  } catch (error) {
    console.log(`PostgreSQL at ${databaseUrl} unreachable (${(error as Error).message}); skipped.`);
    return;
  }
  try {
    const handle = await openDatabase({ databaseUrl, pgliteDir: 'memory://', migrationsFolder, schema });
    try {
      await use(handle, schema);
    } finally {
      await handle.close();
    }
  } finally {
    await onServer(`drop schema if exists "${schema}" cascade`);
  }
}

/** The seed in a throwaway PostgreSQL schema (see onPostgresSchema). */
export function onSeededPostgres(schemaPrefix: string, measure: Measure): Promise<void> {
  return onPostgresSchema(schemaPrefix, async (handle) => {
    await runSeed(handle.db, { reference });
    await handle.db.execute(sql`analyze`);
    await measure('PostgreSQL', handle);
  });
}
