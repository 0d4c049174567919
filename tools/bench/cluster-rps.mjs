#!/usr/bin/env node
// The cluster (`npm run start:cluster`, decision 045): the city page and a search page through one gateway and
// through both, cached (the gateways' page caches) and uncached (a cb_* cookie bypasses them, so every request is
// rendered by an app and read from PostgreSQL), with autocannon (10 connections, DURATION s each, spread over the
// gateways given). Then where the next limit is: PostgreSQL connections in use at the peak (pg_stat_activity), Redis
// commands per request (INFO stats), and the content API's answers that were refused (429) or failed.
// Start the cluster with GRAPHQL_RATE_LIMIT=1000000 SEARCH_CONCURRENCY_PER_CLIENT=100: uncached renders ask the content
// API from one address, and the default limits would make the run measure 429s.
// Usage: node tools/bench/cluster-rps.mjs [gateway 1 origin] [gateway 2 origin]
//   env: DURATION (s, default 10), DATABASE_URL (default the cluster's), REDIS_URL (default the cluster's)
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';

const gateways = [process.argv[2] || 'http://127.0.0.1:3000', process.argv[3] || 'http://127.0.0.1:3100'];
const duration = Number(process.env.DURATION || 10);
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/civicbrief';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const pages = { 'city page': '/ca/santa-clara-county/saratoga', 'search page': '/search?q=housing' };
const UNCACHED = { cookie: 'cb_bench=uncached' };

const database = new pg.Client({ connectionString: databaseUrl });
await database.connect();
const redis = new Redis(redisUrl);

const connectionsInUse = async () =>
  Number(
    (
      await database.query(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and state <> 'idle' and pid <> pg_backend_pid()",
      )
    ).rows[0].n,
  );
const connectionsOpen = async () =>
  Number(
    (
      await database.query(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows[0].n,
  );
const redisCommands = async () => Number(/total_commands_processed:(\d+)/.exec(await redis.info('stats'))[1]);

function load(urls, headers) {
  return new Promise((done, fail) => {
    autocannon({ url: urls, headers, connections: 10, duration }, (error, result) =>
      error ? fail(error) : done(result),
    );
  });
}

async function measure(label, path, through, headers) {
  const urls = through.map((origin) => origin + path);
  // Warm every gateway's entry (and the apps' code) first.
  for (const url of urls) for (let i = 0; i < 3; i += 1) await (await fetch(url, { headers })).arrayBuffer();
  let peak = 0;
  const sampler = setInterval(async () => (peak = Math.max(peak, await connectionsInUse().catch(() => 0))), 200);
  const before = await redisCommands();
  const result = await load(urls, headers);
  clearInterval(sampler);
  const commands = (await redisCommands()) - before;
  return {
    label,
    gateways: through.length,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    'pg busy (peak)': peak,
    'redis cmds/req': (commands / Math.max(1, result.requests.total)).toFixed(2),
  };
}

const rows = [];
try {
  for (const [name, path] of Object.entries(pages)) {
    for (const [state, headers] of [
      ['cached', {}],
      ['uncached', UNCACHED],
    ]) {
      rows.push(await measure(`${name}, ${state}`, path, gateways.slice(0, 1), headers));
      rows.push(await measure(`${name}, ${state}`, path, gateways, headers));
    }
  }
  console.table(rows);
  console.log(`PostgreSQL connections open to ${new URL(databaseUrl).pathname.slice(1)}: ${await connectionsOpen()}`);
} finally {
  await database.end();
  redis.disconnect();
}
