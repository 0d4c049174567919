#!/usr/bin/env node
// What caller-named news feeds cost the rest of the gateway (decision 025, update on parse CPU): a built gateway
// (development mode, so that FEED_TEST_LOOPBACK_ADDRESS may open 127.0.0.2) reads CONCURRENCY distinct ~2 MB RSS
// feeds at a time from a loopback fake for DURATION_S seconds (every URL a cache miss) while a prober asks
// /healthz every 20 ms. Prints /healthz latency alone and under the load, and what the feed requests answered.
// Usage: node tools/bench/feed-parse.mjs [gateway entry, default dist/apps/gateway/main.mjs (built first unless SKIP_BUILD=1)]
// Env: CONCURRENCY (8), DURATION_S (10), BENCH_PORT (4401; the fake feeds use BENCH_PORT + 1 on 127.0.0.2).
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { builtGateway, gatewayProcess, productionEnv } from '../crash/gateway-process.mjs';

const root = resolve(import.meta.dirname, '../..');
const entry = process.argv[2] ? resolve(process.argv[2]) : builtGateway(root);
const concurrency = Number(process.env.CONCURRENCY ?? 8);
const durationMs = Number(process.env.DURATION_S ?? 10) * 1000;
const port = Number(process.env.BENCH_PORT ?? 4401);
const FEED_HOST = '127.0.0.2';

/** A news-search shaped RSS feed of about 1.9 MB: 4,800 stories with title, link, guid, date, source and a snippet. */
function bigFeed() {
  const items = Array.from(
    { length: 4800 },
    (_, n) =>
      `<item><title>Council story ${n} - The Valley Ledger</title><link>https://news.example.com/story/${n}</link><guid isPermaLink="false">story-${n}</guid>` +
      `<pubDate>Wed, 25 Nov 2026 18:00:00 GMT</pubDate><description>&lt;a href="https://news.example.com/story/${n}"&gt;Council story ${n}&lt;/a&gt; The council met on Tuesday.</description>` +
      `<source url="https://news.example.com">The Valley Ledger</source></item>`,
  );
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Local news</title>${items.join('')}</channel></rss>`,
  );
}

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const summary = (label, latencies) => ({
  label,
  requests: latencies.length,
  'p50 ms': +percentile(latencies, 50).toFixed(1),
  'p95 ms': +percentile(latencies, 95).toFixed(1),
  'p99 ms': +percentile(latencies, 99).toFixed(1),
  'max ms': +Math.max(...latencies).toFixed(1),
});

const firstAnswers = new Map();
async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  if (!firstAnswers.has(response.status)) firstAnswers.set(response.status, body.slice(0, 200));
  return { status: response.status, ms: performance.now() - started };
}

/** /healthz every 20 ms until `until`: its latencies. */
async function probe(base, until) {
  const latencies = [];
  while (performance.now() < until) {
    latencies.push((await timed(`${base}/healthz`)).ms);
    await sleep(20);
  }
  return latencies;
}

const feed = bigFeed();
// One parse on this thread, as the gateway did before the worker pool, for scale.
const Parser = createRequire(join(root, 'package.json'))('rss-parser');
const parseStarted = performance.now();
await new Parser().parseString(feed.toString('utf8'));
const oneParseMs = performance.now() - parseStarted;

const fake = createServer((request, response) =>
  response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed),
);
await new Promise((done) => fake.listen(port + 1, FEED_HOST, done));
const pgliteDir = await mkdtemp(join(tmpdir(), 'feed-bench-'));
const gateway = gatewayProcess({
  entry,
  port,
  cwd: root,
  env: productionEnv({
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    PGLITE_DIR: pgliteDir,
    OUTBOX_WORKER: 'off',
    FEED_TEST_LOOPBACK_ADDRESS: FEED_HOST,
    PROVIDER_RATE_LIMIT: '1000000',
    PROVIDER_TIMEOUT_MS: '10000',
  }),
});
await gateway.start();
const base = `http://127.0.0.1:${port}`;
try {
  await probe(base, performance.now() + 1000);
  const idle = await probe(base, performance.now() + 3000);
  let next = 0;
  const feeds = [];
  const until = performance.now() + durationMs;
  const load = Array.from({ length: concurrency }, async () => {
    while (performance.now() < until) {
      const url = `http://${FEED_HOST}:${port + 1}/feed/${(next += 1)}.xml`;
      feeds.push(await timed(`${base}/api/feed?url=${encodeURIComponent(url)}`));
    }
  });
  const [loaded] = await Promise.all([probe(base, until), ...load]);
  const counts = new Map();
  for (const { status } of feeds) counts.set(status, (counts.get(status) ?? 0) + 1);
  const statuses = [...counts].map(([status, count]) => `${status}: ${count}`);
  console.log(`gateway ${entry}`);
  console.log(
    `feed ${(feed.length / 1e6).toFixed(2)} MB; one parse on the main thread here: ${oneParseMs.toFixed(0)} ms; ${concurrency} concurrent distinct feeds for ${durationMs / 1000} s`,
  );
  for (const [status, body] of firstAnswers) if (status !== 200) console.log(`first ${status}: ${body}`);
  console.table([
    summary('/healthz idle', idle),
    summary(`/healthz under ${concurrency} feeds`, loaded),
    summary(
      `/api/feed (${statuses.join(', ')})`,
      feeds.map(({ ms }) => ms),
    ),
  ]);
} finally {
  await gateway.stop();
  await new Promise((done) => fake.close(done));
  await rm(pgliteDir, { recursive: true, force: true });
}
