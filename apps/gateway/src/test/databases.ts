import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../config/env';
import { createPgliteTemplate, openDatabase, type DatabaseDriver, type DatabaseHandle } from '@civicbrief/gateway-db';

export const migrationsFolder = resolve(__dirname, '../../../../libs/gateway-db/drizzle');

/** PGlite in memory always; PostgreSQL too when TEST_DATABASE_URL points at one. */
export const testDrivers: DatabaseDriver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Runs statements on the shared server outside any test schema. */
async function onServer(databaseUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    // Parallel jest workers would race on CREATE EXTENSION (a unique violation in pg_extension).
    await client.query('select pg_advisory_xact_lock(727001)');
    for (const statement of statements) await client.query(statement);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

async function openPostgresTestDatabase(databaseUrl: string, statementTimeoutMs?: number): Promise<DatabaseHandle> {
  // A schema of its own per test file: repeated and parallel runs against one server never meet.
  const schema = `test_${randomBytes(6).toString('hex')}`;
  // In public, so every test schema's search_path (schema, public) finds the trigram operator classes.
  await onServer(databaseUrl, ['create extension if not exists pg_trgm with schema public']);
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: 'memory://',
    migrationsFolder,
    schema,
    statementTimeoutMs,
  });
  let closing: Promise<void> | undefined;
  const dropSchema = async () => {
    await database.close();
    await onServer(databaseUrl, [`drop schema if exists "${schema}" cascade`]);
  };
  return { ...database, close: () => (closing ??= dropSchema()) };
}

const templatesFolder = resolve(__dirname, '../../../../tmp/jest-pglite');

/** The migration files' names and contents, hashed: a template is reused only for the migrations it was made with. */
async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsFolder, { recursive: true }))
    .filter((file) => /\.(sql|json)$/.test(file))
    .sort();
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(await readFile(join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | undefined;

/**
 * A migrated PGlite data directory, made once per set of migrations and kept in tmp/ for every later test
 * file: a new cluster costs 5-10 s of a busy machine, loading the dump about 2 s. Written under a temporary
 * name and renamed, so parallel workers never read half a file.
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = join(templatesFolder, `${await migrationsDigest()}.tar`);
    const saved = await readFile(file).catch(() => undefined);
    if (saved) return new Blob([saved]);
    const made = await createPgliteTemplate(migrationsFolder);
    await mkdir(templatesFolder, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await made.arrayBuffer()));
    await rename(partial, file);
    return made;
  })();
  return template;
}

/** One migrated database per test file and driver (a PGlite from the template costs ~2 s and ~750 MB). */
export async function openTestDatabase(
  driver: DatabaseDriver,
  options: { statementTimeoutMs?: number } = {},
): Promise<DatabaseHandle> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (driver === 'postgres' && databaseUrl) return openPostgresTestDatabase(databaseUrl, options.statementTimeoutMs);
  return openDatabase({
    pgliteDir: 'memory://',
    migrationsFolder,
    pgliteTemplate: await pgliteTemplate(),
    statementTimeoutMs: options.statementTimeoutMs,
  });
}

/** log2(N) of the password hashes the test app makes: 32 times cheaper than production's 15 (~2 ms a hash). */
export const TEST_PASSWORD_HASH_COST = '10';

/**
 * Tests run the gateway as if behind a proxy on this machine (TRUST_PROXY=loopback), so an injected
 * request (from 127.0.0.1) can be any client by its X-Forwarded-For. Tests of whose address counts set
 * TRUST_PROXY themselves (`TRUST_PROXY: 'false'` is the production default). New password hashes (and the
 * unknown-email decoy) are cheap, except in a test of production settings, which refuse a cheap cost; hashes
 * stored with other parameters still verify with their own.
 */
export function testConfig(env: NodeJS.ProcessEnv = {}): AppConfig {
  const cheapHashes = env['NODE_ENV'] === 'production' ? {} : { PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST };
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'loopback', ...cheapHashes, ...env });
}
