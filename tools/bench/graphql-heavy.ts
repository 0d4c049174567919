/**
 * The heavy GraphQL requests of issue 9 against the gateway built in-process over the ~50,000-page sample
 * seed: `slug_contains_some` with many short random strings, and a small document of aliased `props` inside
 * `items`. For each: status, time, answer bytes, and how long a `/readyz` sent while it runs waits. Prints
 * figures; asserts nothing.
 *
 *   npx tsx --tsconfig tools/tsconfig.json tools/bench/graphql-heavy.ts
 * PGlite data is kept in tmp/bench/pglite (seeded on first run, shared with recent-summaries.ts); PostgreSQL
 * uses a throwaway schema in BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), skipped
 * when unreachable. HEAVY_SIZES (default 3,20,100,400,1000) lists the slug_contains_some lengths to send.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/gateway/src/app';
import { loadConfig } from '../../apps/gateway/src/config/env';
import { openDatabase, type DatabaseHandle } from '../../apps/gateway/src/db/client';
import { parseIsoDay } from '../content/seed/dates';
import { createPrng } from '../content/seed/prng';
import { runSeed } from '../content/seed/run';

const migrationsFolder = resolve(process.cwd(), 'apps/gateway/drizzle');
const reference = parseIsoDay('2026-11-25') as Date;
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const sizes = (process.env.HEAVY_SIZES ?? '3,20,100,400,1000').split(',').map(Number);

/** `count` short random lowercase strings, the same on every run. */
function randomTexts(count: number): string[] {
  const prng = createPrng(`graphql-heavy:${count}`);
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789-';
  return Array.from({ length: count }, () => Array.from({ length: prng.int(3, 8) }, () => prng.pick([...letters])).join(''));
}

const containsSome = `query($texts: [String!]) {
  pageCollection(where: { slug_contains_some: $texts }, limit: 10) { total items { slug } }
}`;

/** About 1.1 KB: as many aliases of `props` inside `items` as fit. */
function aliasedProps(): string {
  const aliases = Array.from({ length: 110 }, (_, index) => `p${index}:props`).join(' ');
  return `{pageCollection(where:{tags_contains_some:["policy-guide"]},limit:1000){items{${aliases}}}}`;
}

interface Outcome {
  status: number;
  ms: number;
  bytes: number;
  readyzMs: number;
}

/** Sends one request and, 200 ms later (once its SQL runs), a /readyz, as another visitor would while it runs. */
async function send(app: FastifyInstance, query: string, variables: Record<string, unknown> = {}): Promise<Outcome> {
  const started = performance.now();
  const answer = app.inject({ method: 'POST', url: '/graphql', payload: { query, variables } }).then((response) => ({
    response,
    ms: performance.now() - started,
  }));
  await new Promise((resolveDelay) => setTimeout(resolveDelay, 200));
  // Timed from when it was due: while the embedded database runs a query, the whole event loop waits.
  const readyDue = started + 200;
  const readyz = app.inject({ method: 'GET', url: '/readyz' }).then(() => performance.now() - readyDue);
  const [{ response, ms }, readyzMs] = await Promise.all([answer, readyz]);
  return { status: response.statusCode, ms, bytes: response.rawPayload.length, readyzMs };
}

function line(label: string, { status, ms, bytes, readyzMs }: Outcome): string {
  const size = bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
  return `  ${label.padEnd(34)} ${String(status).padEnd(4)} ${ms.toFixed(0).padStart(7)} ms ${size.padStart(10)}   /readyz waited ${readyzMs.toFixed(0)} ms`;
}

async function measure(label: string, handle: DatabaseHandle): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'error', SESSION_SECRET: randomBytes(32).toString('hex'), CONTENT_CACHE_TTL_MS: '0' });
  const app = await buildApp({ config, database: handle, logger: false });
  try {
    console.log(`${label}:`);
    for (const size of sizes) {
      console.log(line(`slug_contains_some x ${size}`, await send(app, containsSome, { texts: randomTexts(size) })));
    }
    const query = aliasedProps();
    console.log(line(`aliased props in items (${query.length} B)`, await send(app, query)));
  } finally {
    await app.close();
  }
}

async function benchPglite(): Promise<void> {
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

async function benchPostgres(): Promise<void> {
  const schema = `graphql_heavy_${randomBytes(6).toString('hex')}`;
  try {
    await onServer('create extension if not exists pg_trgm with schema public');
  } catch (error) {
    console.log(`PostgreSQL at ${databaseUrl} unreachable (${(error as Error).message}); skipped.`);
    return;
  }
  try {
    const handle = await openDatabase({ databaseUrl, pgliteDir: 'memory://', migrationsFolder, schema });
    try {
      await runSeed(handle.db, { reference });
      await handle.db.execute(sql`analyze`);
      await measure('PostgreSQL', handle);
    } finally {
      await handle.close();
    }
  } finally {
    await onServer(`drop schema if exists "${schema}" cascade`);
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_ONLY !== 'postgres') await benchPglite();
  if (process.env.BENCH_ONLY !== 'pglite') await benchPostgres();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
