/**
 * How long the full sample-content seed (~50,000 pages) takes to load into a new database: PGlite in a
 * fresh temporary directory, and PostgreSQL in a throwaway schema (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; skipped when unreachable). Prints seconds; asserts nothing.
 *
 *   npx tsx --tsconfig tools/tsconfig.json tools/bench/seed-load.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { openDatabase, pages, type Database, type DatabaseHandle } from '@civicbrief/gateway-db';
import { describeRun, runSeed } from '../content/seed/run';
import { migrationsFolder, onPostgresSchema, reference } from './seeded-databases';

/** The seed needs text ids (migration 0002); a uuid column would reject 'Replica: ...' ids. */
async function idColumnType(db: Database): Promise<string> {
  const result = await db.execute(
    sql`select data_type from information_schema.columns where table_name = 'pages' and column_name = 'id' and table_schema = current_schema()`,
  );
  const rows = (result as unknown as { rows: { data_type: string }[] }).rows;
  return rows[0]?.data_type ?? 'missing';
}

async function measure(label: string, handle: DatabaseHandle): Promise<void> {
  const opened = performance.now();
  const idType = await idColumnType(handle.db);
  console.log(`\n${label}: pages.id is ${idType}`);
  if (idType !== 'text') {
    console.log('  The text-id migration has not landed yet; skipped.');
    return;
  }
  const result = await runSeed(handle.db, { reference });
  for (const line of describeRun(result)) console.log(`  ${line}`);
  const [{ total }] = await handle.db.select({ total: count() }).from(pages);
  console.log(`  ${total} rows stored; ${((performance.now() - opened) / 1000).toFixed(1)} s including the count.`);
}

async function benchPglite(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'civicbrief-seed-bench-'));
  try {
    const started = performance.now();
    const handle = await openDatabase({ pgliteDir: dir, migrationsFolder });
    console.log(`PGlite opened and migrated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    try {
      await measure('PGlite (fresh data directory)', handle);
    } finally {
      await handle.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function benchPostgres(): Promise<void> {
  return onPostgresSchema('seed_bench', (handle, schema) => measure(`PostgreSQL (schema ${schema})`, handle));
}

async function main(): Promise<void> {
  await benchPglite();
  await benchPostgres();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
