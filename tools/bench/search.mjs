/**
 * Search across every city (decision 035): p50 and p95 of GET /api/search's database work (the gateway's own
 * search repository: the ranked page of ids with its total, then the headlines of that page) over a mix of
 * queries, at the sample seed's size (~50,000 pages) and at 10x (the seed's pages copied 9 more times under other
 * slugs and earlier dates: the seed's own text, so the words' frequencies scale as they would), on PostgreSQL
 * (a throwaway schema on BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) and PGlite (a fresh
 * directory under tmp/bench/, removed afterwards). Prints figures; asserts nothing.
 *
 *   npx tsx --tsconfig tools/tsconfig.json tools/bench/search.mjs [--rounds=20] [--engines=postgres,pglite] [--sizes=1,10]
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { SearchQuery, searchParamsOf } from '@civicbrief/contracts';
import { openDatabase } from '@civicbrief/gateway-db';
import { runSeed } from '../content/seed/run';
// The benchmark times the gateway's own search queries on a database, without HTTP in between: the one place a
// tool reaches into the gateway (decision 035).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createSearchRepository } from '../../apps/gateway/src/search/search-repository';
import { migrationsFolder, onPostgresSchema, reference } from './seeded-databases';

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const rounds = Number(option('rounds', '20'));
const engines = option('engines', 'postgres,pglite').split(',');
const sizes = option('sizes', '1,10').split(',').map(Number);

/** What people type: common and rare words, phrases, `or`, exclusions, each filter, deep pages. */
const mix = [
  { q: 'council' },
  { q: 'housing' },
  { q: 'budget' },
  { q: 'water rates' },
  { q: '"city council"' },
  { q: '"planning commission" housing' },
  { q: 'parking or transit' },
  { q: 'budget -police' },
  { q: 'zoning', state: 'ca' },
  { q: 'council', city: 'saratoga' },
  { q: 'housing', type: 'planning-commission' },
  { q: 'budget', from: '2025-01-01', to: '2025-06-30' },
  { q: 'meeting', state: 'tx', type: 'city-council', from: '2024-01-01' },
  { q: 'council', page: '5' },
  { q: 'sample', page: '50' },
  { q: 'xylophone' },
].map((query) => SearchQuery.parse(query));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(1)} ms`;

/** A statement that may run past the pool's statement timeout (5 s): lifted for its own transaction only. */
const unbounded = (db, statement) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(statement);
  });

/** Copies of every page, `copies` more times: new ids and slugs (suffix ~n), first publication n×37 days earlier. */
async function multiply(db, copies) {
  if (copies <= 0) return;
  const started = performance.now();
  await unbounded(
    db,
    sql`
    insert into pages (id, slug, title, domain, tags, meta_configuration, content, props, status, first_published_at, published_at)
    select p.id || '~' || n, p.slug || '~' || n, p.title, p.domain, p.tags, p.meta_configuration, p.content, p.props, p.status,
           p.first_published_at - n * interval '37 days', p.published_at - n * interval '37 days'
    from pages p cross join generate_series(1, ${copies}) as n`,
  );
  await unbounded(db, sql`analyze pages`);
  console.log(`  copied the pages ${copies} more times in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function pageCount(db) {
  const result = await db.execute(sql`select count(*)::int as total from pages`);
  return result.rows[0].total;
}

async function measure(label, db) {
  const repository = createSearchRepository(db);
  const totals = [];
  for (const query of mix) totals.push((await repository.search(query)).total); // warm-up, and what each finds
  const timings = [];
  const perQuery = mix.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, query] of mix.entries()) {
      const started = performance.now();
      await repository.search(query);
      const elapsed = performance.now() - started;
      timings.push(elapsed);
      perQuery[index].push(elapsed);
    }
  }
  timings.sort((a, b) => a - b);
  console.log(
    `  ${label}: p50 ${ms(percentile(timings, 50))}, p95 ${ms(percentile(timings, 95))}, max ${ms(timings.at(-1))} (${timings.length} searches)`,
  );
  for (const [index, query] of mix.entries()) {
    const own = perQuery[index].sort((a, b) => a - b);
    console.log(
      `    ${new URLSearchParams(searchParamsOf(query))}: ${totals[index]} hits, p50 ${ms(percentile(own, 50))}, p95 ${ms(percentile(own, 95))}`,
    );
  }
}

async function measureSizes(engine, db) {
  await runSeed(db, { reference });
  await unbounded(db, sql`analyze pages`);
  let copies = 0;
  for (const size of sizes) {
    await multiply(db, size - 1 - copies);
    copies = size - 1;
    console.log(`\n${engine}, ${size}x the seed (${await pageCount(db)} pages):`);
    await measure(`${engine} ${size}x`, db);
  }
}

if (engines.includes('postgres')) {
  await onPostgresSchema('bench_search', (handle) => measureSizes('PostgreSQL', handle.db));
}
if (engines.includes('pglite')) {
  await mkdir(resolve(process.cwd(), 'tmp/bench'), { recursive: true });
  const dir = await mkdtemp(resolve(process.cwd(), 'tmp/bench/search-pglite-'));
  try {
    const handle = await openDatabase({ pgliteDir: dir, migrationsFolder, statementTimeoutMs: 0 });
    try {
      await measureSizes('PGlite', handle.db);
    } finally {
      await handle.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
