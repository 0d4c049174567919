/**
 * The newsletter at scale (decision 046): 500 cities with new summaries and SUBSCRIBERS subscriptions (100,000 by
 * default, and a tenth of that to compare), on PGlite and on PostgreSQL. Through the gateway's production build and
 * its ops endpoints: composing the day's 500 issues, then queueing the mails (one per subscriber, paced), timed; and
 * the gateway process's peak memory (VmHWM), which must not grow with the subscribers. Prints figures; asserts
 * nothing.
 *
 *   npx tsx --tsconfig tools/tsconfig.json tools/bench/digest.ts
 * PGlite in a fresh tmp/bench/digest-pglite-<n>; PostgreSQL in a throwaway database on BENCH_DATABASE_URL's server
 * (default postgres://postgres@127.0.0.1:5432/test), skipped when unreachable.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { defaultMigrationsFolder, openDatabase } from '@civicbrief/gateway-db';
import { cities } from '@civicbrief/locations';
import { withGateway } from './gateway-server';

/** 500, or every city of the catalogue when it has fewer. */
const CITIES = 500;
const SUMMARIES_PER_CITY = 3;
const subscriberCounts = [Number(process.env.SUBSCRIBERS || 100_000) / 10, Number(process.env.SUBSCRIBERS || 100_000)];
const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function fill(options: { databaseUrl?: string; pgliteDir: string }, subscribers: number): Promise<void> {
  const handle = await openDatabase({ ...options, migrationsFolder: defaultMigrationsFolder(), statementTimeoutMs: 0 });
  const chosen = cities.slice(0, CITIES);
  // drizzle spreads a JS array into a row; one JSON text parameter stays one parameter.
  const list = (values: string[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
  const slugs = list(chosen.map((c) => c.slug));
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  try {
    await handle.db.execute(sql`
      insert into pages (slug, title, tags, status, first_published_at, published_at)
      select slug, slug, array['city'], 'published', '2024-01-01', '2024-01-01' from ${slugs} s(slug)`);
    await handle.db.execute(sql`
      insert into pages (slug, title, tags, status, first_published_at, published_at)
      select slug || '/summary/city-council-meeting-summary-' || n, 'Council ' || n, array['meeting-summary'], 'published',
        ${yesterday}::timestamptz, ${yesterday}::timestamptz
      from ${slugs} s(slug), generate_series(1, ${SUMMARIES_PER_CITY}) n`);
    await handle.db.execute(sql`
      insert into subscribers (email, city, county, state, status, confirmed_at, last_digest_at)
      select 'reader' || g || '@example.com', c.name, c.county, c.state, 'active', now() - interval '10 days',
        now() - interval '8 days'
      from generate_series(1, ${subscribers}) g
      join (select value ->> 'name' as name, value ->> 'county' as county, value ->> 'state' as state, i
        from jsonb_array_elements(${JSON.stringify(chosen.map(({ name, county, state }) => ({ name, county, state })))}::jsonb)
        with ordinality as c(value, i)) c on c.i = 1 + g % ${chosen.length}`);
  } finally {
    await handle.close();
  }
}

async function peakMemoryMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await run();
  return [value, Math.round(performance.now() - started)];
}

async function measure(label: string, env: Record<string, string>, subscribers: number) {
  let row: Record<string, unknown> = {};
  await withGateway({ ...env, OUTBOX_WORKER: 'off', NEWSLETTER_ISSUES: 'off' }, async (baseUrl, pid) => {
    const before = await peakMemoryMb(pid);
    const post = async (path: string) => (await fetch(`${baseUrl}${path}`, { method: 'POST' })).json();
    const [composed, composeMs] = await timed(() => post('/api/ops/newsletter/compose'));
    const [queued, queueMs] = await timed(() => post('/api/ops/newsletter/send'));
    row = {
      database: label,
      subscribers,
      issues: composed.issues,
      'compose ms': composeMs,
      mails: queued.mails,
      'queue ms': queueMs,
      'mails/s': Math.round((queued.mails / queueMs) * 1000),
      'peak MB at start': before,
      'peak MB after': await peakMemoryMb(pid),
    };
  });
  return row;
}

async function onPostgres(subscribers: number) {
  const name = `bench_digest_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL at ${new URL(serverUrl).host} unreachable: skipped`);
    return null;
  }
  await admin.query(`create database ${name}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href;
  try {
    await fill({ databaseUrl, pgliteDir: 'memory://' }, subscribers);
    return await measure('PostgreSQL', { DATABASE_URL: databaseUrl, PGLITE_DIR: '' }, subscribers);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function onPglite(subscribers: number) {
  const pgliteDir = resolve(process.cwd(), `tmp/bench/digest-pglite-${subscribers}`);
  await rm(pgliteDir, { recursive: true, force: true });
  await fill({ pgliteDir }, subscribers);
  try {
    return await measure('PGlite', { PGLITE_DIR: pgliteDir, DATABASE_URL: '' }, subscribers);
  } finally {
    await rm(pgliteDir, { recursive: true, force: true });
  }
}

async function main() {
  const rows = [];
  for (const subscribers of subscriberCounts) {
    rows.push(await onPglite(subscribers));
    const postgres = await onPostgres(subscribers);
    if (postgres) rows.push(postgres);
  }
  console.table(rows);
}

void main();
