#!/usr/bin/env node
// The city page's server render in process (decision 030): Remix's request handler on the civic build, no HTTP
// server, renders one after another; prints CPU ms per render (process.cpuUsage) and the HTML size. The gateway
// must answer at GATEWAY_URL (the city page memo keeps it to one call per block after the first render unless
// CITY_PAGE_MEMO_MS=0). Needs the civic build (npx nx run civic:build) and the civic app's environment
// (SESSION_SECRET; NODE_ENV=production is set here, before React loads).
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
const build = await import(pathToFileURL(resolve(buildDir, 'server/index.js')).href);
const handle = createRequestHandler(build, 'production');
const url = `http://127.0.0.1${cityPath}`;

async function render() {
  const response = await handle(new Request(url, { headers: { 'x-forwarded-for': '127.0.0.1' } }), { cspNonce: 'bench-nonce' });
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${cityPath} answered ${response.status}`);
  return body.byteLength;
}

const first = await render();
for (let i = 0; i < 30; i++) await render();
const size = await render();
const results = [];
for (let round = 0; round < rounds; round++) {
  const start = process.cpuUsage();
  const wall = performance.now();
  for (let i = 0; i < renders; i++) await render();
  const cpu = process.cpuUsage(start);
  results.push({ round: round + 1, renders, 'CPU ms/render': ((cpu.user + cpu.system) / 1000 / renders).toFixed(2), 'wall ms/render': ((performance.now() - wall) / renders).toFixed(2) });
}
// A page whose provider blocks were pending at first is smaller: compare the two to see what was measured.
console.log(`${cityPath}: ${first} bytes of HTML at the first render, ${size} once warm`);
console.table(results);
