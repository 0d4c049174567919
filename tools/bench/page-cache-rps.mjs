#!/usr/bin/env node
// The city page through the front door with the page cache bypassed (cold: every request rendered) and
// warm (answered from the gateway's memory), next to the same HTML served as a static file by the civic app
// server, in one run (autocannon, 10 connections, 10 s each; decision 019). Needs the stack running with
// the page cache on (the default outside tests) and GRAPHQL_RATE_LIMIT=1000000: cold renders ask the content
// API from one address, and the default limit would make the cold run measure 429s (decision 014).
// Cold requests carry a site cookie (cb_bench): any cb_* cookie bypasses the page cache.
// Usage: node tools/bench/page-cache-rps.mjs [gateway origin, default http://127.0.0.1:3000]
//        [civic app origin, default http://127.0.0.1:3001] [city path]
import autocannon from 'autocannon';
import { rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';

const gateway = process.argv[2] || 'http://127.0.0.1:3000';
const civic = process.argv[3] || 'http://127.0.0.1:3001';
const cityPath = process.argv[4] || '/ca/santa-clara-county/saratoga';
const staticFile = resolve(import.meta.dirname, '../../apps/civic/build/client/bench-page-cache.html');
const COLD = { cookie: 'cb_bench=cold' };

function run(url, headers = {}) {
  return new Promise((done, fail) => {
    autocannon({ url, headers, connections: 10, duration: 10 }, (error, result) =>
      error ? fail(error) : done(result),
    );
  });
}

async function expectCache(headers, expected) {
  const answer = await fetch(gateway + cityPath, { headers });
  const label = answer.headers.get('x-cache');
  if (answer.status !== 200 || label !== expected) {
    throw new Error(
      `${cityPath} through ${gateway}: ${answer.status}, X-Cache ${label} (expected 200, ${expected}); is the page cache on?`,
    );
  }
  return answer.text();
}

// Warm the entry first; the file holds exactly the HTML the cache serves.
await fetch(gateway + cityPath);
const html = await expectCache({}, 'HIT');
await expectCache(COLD, 'BYPASS');
await writeFile(staticFile, html);
try {
  const cold = await run(gateway + cityPath, COLD);
  const warm = await run(gateway + cityPath);
  const file = await run(`${civic}/_civic/bench-page-cache.html`);
  const row = (label, r) => ({
    label,
    'req/s (mean)': Math.round(r.requests.average),
    'x static': (r.requests.average / file.requests.average).toFixed(3),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  });
  console.table([
    row(`cold: ${cityPath} through the front door, cache bypassed`, cold),
    row(`warm: ${cityPath} through the front door, page cache`, warm),
    row('static: the same HTML as a file from the civic app server', file),
  ]);
} finally {
  await rm(staticFile, { force: true });
}
