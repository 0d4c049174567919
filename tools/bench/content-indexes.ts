/**
 * How the content API's listings perform at 100,000 pages, with and without the trigram indexes
 * (docs/decisions/006-content-indexes.md). Runs the SQL the pages repository builds, under EXPLAIN ANALYZE,
 * on PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on PostgreSQL in a throwaway schema.
 *
 *   TSX_TSCONFIG_PATH=tsconfig.base.json npx tsx tools/bench/content-indexes.ts
 */
import { count, sql, type SQLWrapper } from 'drizzle-orm';
import pg from 'pg';
import {
  defaultMigrationsFolder,
  openDatabase,
  pageOrderBy,
  pages,
  pageWhere,
  type Database,
  type DatabaseHandle,
  type PageFilter,
  type PageOrder,
} from '@civicbrief/gateway-db';

const ROWS = 100_000;
const RUNS = 7;
const migrationsFolder = defaultMigrationsFolder();

// 500 cities x 200 pages: mostly meeting summaries and agendas, 5% articles, 2% resources, 1% municipal code.
const fill = sql.raw(`
  insert into pages (id, slug, title, tags, status, first_published_at, published_at, meta_configuration)
  select 'Replica: Gov Meeting Summary Page: City ' || c || ': ' || slug, slug, 'Page ' || i, tags,
         case when i % 97 = 0 then 'draft' else 'published' end, day, day, '{"keywords":{"content":"City Council"}}'
  from (
    select i, c, day,
      case when n % 20 = 0 then 'articles/city-' || c || '-story-' || n
           when n % 50 = 1 then 'resource-city-' || c || '-' || n
           when n % 100 = 2 then 'municipal-code/st' || (c % 35) || '/city-' || c || '-' || n
           else 'st' || (c % 35) || '/county-' || (c % 60) || '-county/city-' || c || '/' ||
             (array['summary/city-council-meeting-summary', 'agenda/city-council-meeting-agenda-summary',
                     'agenda/utilities-commission-meeting-agenda-summary', 'summary/planning-commission-agenda-summary'])[n % 4 + 1]
             || '-' || to_char(day, 'YYYY-MM-DD') end as slug,
      case when n % 20 = 0 then array['article'] when n % 50 = 1 then array['resource']
           when n % 100 = 2 then array['municode'] else array['meeting-summary'] end as tags
    from (select i, i % 500 as c, i / 500 as n, timestamptz '2019-01-01' + (i / 500) * interval '9 days' as day
          from generate_series(0, ${ROWS - 1}) as i) as numbered
  ) as generated`);

const city = 'st12/county-12-county/city-222/';
const queries: { name: string; where: PageFilter; order?: PageOrder[]; limit: number }[] = [
  {
    name: 'RecentSummaries (slug contains city, newest 4)',
    where: { slug_contains: `${city}summary/city-council` },
    limit: 4,
  },
  {
    name: 'agenda variant (3 x slug contains, one year)',
    where: {
      slug_contains_some: [`${city}agenda/city-council`, `${city}agenda/utilities`, `${city}summary/planning`],
      firstPublishedAt_gte: new Date('2021-01-01'),
      firstPublishedAt_lt: new Date('2022-01-01'),
    },
    limit: 4,
  },
  {
    name: 'id contains (Replica: ... City 222)',
    where: { id_contains: 'Replica: Gov Meeting Summary Page: City 222:' },
    limit: 100,
  },
  { name: 'recent articles (tag, newest 6)', where: { tags_contains_all: ['article'] }, limit: 6 },
  {
    name: 'municipal code (tag, by slug)',
    where: { tags_contains_all: ['municode'] },
    order: ['slug_ASC'],
    limit: 100,
  },
  { name: 'slug existence (domain gov, 1000)', where: { domain: 'gov' }, limit: 1000 },
];

function planOf(rows: Record<string, unknown>[]): { 'Execution Time': number; Plan: Record<string, unknown> } {
  const cell = Object.values(rows[0])[0];
  return (typeof cell === 'string' ? JSON.parse(cell) : cell)[0];
}

/** The plan's access paths, e.g. "Bitmap Index Scan pages_slug_trgm_idx". */
function accessPaths(node: Record<string, unknown>, found = new Set<string>()): Set<string> {
  if (typeof node['Relation Name'] === 'string' || typeof node['Index Name'] === 'string') {
    found.add([node['Node Type'], node['Index Name']].filter(Boolean).join(' '));
  }
  for (const child of (node['Plans'] as Record<string, unknown>[] | undefined) ?? []) accessPaths(child, found);
  return found;
}

async function explain(db: Database, query: SQLWrapper): Promise<{ ms: number; paths: string }> {
  const times: number[] = [];
  let paths = '';
  for (let run = 0; run < RUNS; run++) {
    const result = (await db.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    const plan = planOf(result.rows);
    times.push(plan['Execution Time']);
    paths = [...accessPaths(plan.Plan)].join(', ');
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(RUNS / 2)], paths };
}

async function measure(label: string, db: Database): Promise<void> {
  console.log(`\n${label}`);
  for (const query of queries) {
    const where = pageWhere(query.where, false);
    const list = await explain(
      db,
      db
        .select()
        .from(pages)
        .where(where)
        .orderBy(...pageOrderBy(query.order))
        .limit(query.limit),
    );
    const total = await explain(db, db.select({ total: count() }).from(pages).where(where));
    console.log(
      `  ${query.name.padEnd(48)} items ${list.ms.toFixed(2).padStart(7)} ms  count ${total.ms.toFixed(2).padStart(7)} ms  [${list.paths} | ${total.paths}]`,
    );
  }
}

async function bench(name: string, database: DatabaseHandle): Promise<void> {
  const started = Date.now();
  await database.db.execute(fill);
  await database.db.execute(sql`analyze pages`);
  console.log(`\n== ${name}: ${ROWS} pages written and analysed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await measure('with the trigram indexes (migration 0002)', database.db);
  await database.db.execute(sql`drop index pages_slug_trgm_idx`);
  await database.db.execute(sql`drop index pages_id_trgm_idx`);
  await measure('without them (btree on first_published_at, GIN on tags, unique slug only)', database.db);
}

async function main() {
  const pglite = await openDatabase({ pgliteDir: 'memory://', migrationsFolder });
  try {
    await bench('PGlite 0.5 (in memory)', pglite);
  } finally {
    await pglite.close();
  }
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) return;
  const schema = `bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query('create extension if not exists pg_trgm with schema public');
  const postgres = await openDatabase({ databaseUrl, pgliteDir: 'memory://', migrationsFolder, schema });
  try {
    const { rows } = await admin.query<{ server_version: string }>('show server_version');
    await bench(`PostgreSQL ${rows[0].server_version}`, postgres);
  } finally {
    await postgres.close();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
