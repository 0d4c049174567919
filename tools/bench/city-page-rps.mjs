#!/usr/bin/env node
// City-page throughput (autocannon, 10 connections, 10 s) next to the same HTML served as a static file by
// the same app server, in one run: how much server rendering costs against a file. Needs the stack running.
// Every rendered page asks the content API from one address: start the stack with GRAPHQL_RATE_LIMIT=1000000 or
// the run measures 429s (decision 014).
// Each URL is first asked for 3 s unmeasured (the JIT's warm-up and, for the page, the civic app's memo of its
// gateway reads, decision 030); then 10 s are measured. A shared machine's speed drifts by a factor of two
// within minutes, so the page and the file are measured in turns, ROUNDS times (3 by default): each round's
// ratio compares two runs a few seconds apart, and the last line is the median of the rounds' ratios.
// Usage: node tools/bench/city-page-rps.mjs [civic app origin, default http://127.0.0.1:3001] [city path]
// The civic server's processes: WEB_CONCURRENCY (decision 037) of the stack it measures.
import autocannon from 'autocannon';
import { rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';

const origin = process.argv[2] || 'http://127.0.0.1:3001';
const cityPath = process.argv[3] || '/ca/santa-clara-county/saratoga';
// CIVIC_BUILD_DIR: the build the civic server at `origin` serves (e.g. a copy of an older build to compare with).
const staticFile = resolve(
  process.env.CIVIC_BUILD_DIR || resolve(import.meta.dirname, '../../apps/civic/build'),
  'client/bench-city-page.html',
);

function run(url, duration = 10) {
  return new Promise((done, fail) => {
    autocannon({ url, connections: 10, duration }, (error, result) => (error ? fail(error) : done(result)));
  });
}

async function measure(url) {
  await run(url, 3);
  return run(url);
}

const html = await (await fetch(origin + cityPath)).text();
await writeFile(staticFile, html);
const rounds = Number(process.env.ROUNDS || 3);
try {
  const rows = [];
  const ratios = [];
  for (let round = 1; round <= rounds; round++) {
    const rendered = await measure(origin + cityPath);
    const file = await measure(`${origin}/_civic/bench-city-page.html`);
    const row = (label, r) => ({
      round,
      label,
      'req/s (mean)': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
    });
    rows.push(row(`SSR ${cityPath}`, rendered), row('same HTML as a static file', file));
    ratios.push(rendered.requests.average / file.requests.average);
  }
  console.table(rows);
  const sorted = [...ratios].sort((a, b) => a - b);
  console.log(`SSR / static file per round: ${ratios.map((ratio) => ratio.toFixed(3) + 'x').join(', ')}`);
  console.log(`SSR / static file: ${sorted[Math.floor(sorted.length / 2)].toFixed(3)}x (median of ${rounds} rounds)`);
} finally {
  await rm(staticFile, { force: true });
}
