#!/usr/bin/env node
// The city page's server render in process (decision 030): Remix's request handler on the civic build, no HTTP
// server, renders one after another; prints CPU ms per render (process.cpuUsage) and the HTML size. The gateway
// must answer at GATEWAY_URL (the city page memo keeps it to one call per block after the first render unless
// CITY_PAGE_MEMO_MS=0). Needs the civic build (npx nx run civic:build) and the civic app's environment
// (SESSION_SECRET; NODE_ENV=production is set here, before React loads).
// With CIVIC_COMPARE_DIR (another copy of the build, e.g. the previous commit's; it needs node_modules beside it or
// above it: a symlink to the repository's will do), both builds are loaded in this process and their rounds
// alternate, so a shared machine's load falls on both alike; min, p25 and median per build close the output.
// Give it the environment the stack's civic server has: against an offline stack also NEWS_FEED_TEMPLATE (the fake
// news feed; with the default one the gateway refuses the feed, the block fails and is asked again on every render).
// Usage: GATEWAY_URL=http://127.0.0.1:3000 SESSION_SECRET=... node tools/bench/city-page-render.mjs [city path] [renders] [rounds]
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV ||= 'production';
const cityPath = process.argv[2] || '/ca/santa-clara-county/saratoga';
const renders = Number(process.argv[3] || 200);
const rounds = Number(process.argv[4] || 3);
const { createRequestHandler } = await import('@remix-run/node');
// CIVIC_BUILD_DIR: another copy of the build (e.g. to compare two builds of the server).
const buildDir = process.env.CIVIC_BUILD_DIR || resolve(import.meta.dirname, '../../apps/civic/build');
const url = `http://127.0.0.1${cityPath}`;

async function loadBuild(dir) {
  const build = await import(pathToFileURL(resolve(dir, 'server/index.js')).href);
  const handle = createRequestHandler(build, 'production');
  async function render() {
    const response = await handle(new Request(url, { headers: { 'x-forwarded-for': '127.0.0.1' } }), {
      cspNonce: 'bench-nonce',
    });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${cityPath} answered ${response.status}`);
    return body.byteLength;
  }
  const first = await render();
  for (let i = 0; i < 30; i++) await render();
  const size = await render();
  // A page whose provider blocks were pending at first is smaller: compare the two to see what was measured.
  console.log(`${dir}: ${cityPath}: ${first} bytes of HTML at the first render, ${size} once warm`);
  return { dir, render, cpu: [] };
}

const builds = [await loadBuild(buildDir)];
if (process.env.CIVIC_COMPARE_DIR) builds.push(await loadBuild(process.env.CIVIC_COMPARE_DIR));
const results = [];
for (let round = 0; round < rounds; round++) {
  // Alternate which build goes first, so neither always follows the other's garbage.
  const order = round % 2 === 0 ? builds : [...builds].reverse();
  for (const build of order) {
    const start = process.cpuUsage();
    const wall = performance.now();
    for (let i = 0; i < renders; i++) await build.render();
    const cpu = process.cpuUsage(start);
    const ms = (cpu.user + cpu.system) / 1000 / renders;
    build.cpu.push(ms);
    results.push({
      round: round + 1,
      build: build.dir,
      renders,
      'CPU ms/render': ms.toFixed(2),
      'wall ms/render': ((performance.now() - wall) / renders).toFixed(2),
    });
  }
}
console.table(results);
const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
console.table(
  builds.map(({ dir, cpu }) => {
    const sorted = [...cpu].sort((a, b) => a - b);
    return {
      build: dir,
      rounds: sorted.length,
      'min ms': sorted[0].toFixed(2),
      'p25 ms': at(sorted, 0.25).toFixed(2),
      'median ms': at(sorted, 0.5).toFixed(2),
    };
  }),
);
