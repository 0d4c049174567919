#!/usr/bin/env node
// Newsletter subscription throughput: autocannon against POST /api/customerio/subscribe?workflow=newsletter
// of the real gateway (a unique email per request, so every request writes a subscriber and its outbox
// row in one transaction) next to a bare Fastify route that only parses the JSON and answers {ok:true},
// both in their own process, measured one after the other in one run. Prints req/s and p50/p99 latency.
//
// The gateway is built by `nx run gateway:build` (SKIP_BUILD=1 reuses dist/apps/gateway/main.mjs) and runs over a fresh PGlite
// directory, or DATABASE_URL, with OUTBOX_WORKER=off and INTAKE_RATE_LIMIT raised to 100000 a minute (the
// most it accepts; every request comes from this machine, which is one client for the per-IP limit).
// Usage: node tools/bench/subscribe-rps.mjs   env: CONNECTIONS (10), DURATION seconds (10), DATABASE_URL
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { builtGateway, freePort, gatewayProcess, productionEnv } from '../crash/gateway-process.mjs';

const root = resolve(import.meta.dirname, '../..');
const entry = builtGateway(root);
const connections = Number(process.env.CONNECTIONS ?? 10);
const duration = Number(process.env.DURATION ?? 10);
const databaseUrl = process.env.DATABASE_URL || undefined;

const run = randomBytes(4).toString('hex');
let sequence = 0;
const subscribeRequest = {
  method: 'POST',
  path: '/api/customerio/subscribe?workflow=newsletter',
  headers: { 'content-type': 'application/json' },
  // Called for every request: a new address each time, so no request is an idempotent repeat.
  setupRequest: (request) => {
    sequence += 1;
    const email = `bench-${run}-${sequence}@example.com`;
    return {
      ...request,
      body: JSON.stringify({
        data: { email, city: 'Saratoga', county: 'Santa Clara County', state: 'California', source: 'bench' },
      }),
    };
  },
};

function measure(port, seconds = duration) {
  return new Promise((done, fail) => {
    autocannon(
      { url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests: [subscribeRequest] },
      (error, result) => (error ? fail(error) : done(result)),
    );
  });
}

const row = (label, result) => ({
  label,
  'req/s (mean)': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  '2xx': result['2xx'],
  non2xx: result.non2xx,
  errors: result.errors,
});

const pgliteDir = await mkdtemp(join(tmpdir(), 'civicbrief-bench-'));
const gatewayPort = await freePort();
const barePort = await freePort();
const gateway = gatewayProcess({
  entry,
  port: gatewayPort,
  cwd: root,
  env: productionEnv({
    PGLITE_DIR: pgliteDir,
    DATABASE_URL: databaseUrl ?? '',
    OUTBOX_WORKER: 'off',
    INTAKE_RATE_LIMIT: process.env.INTAKE_RATE_LIMIT ?? '100000',
  }),
});
const bare = gatewayProcess({
  entry: join(root, 'tools/bench/bare-fastify-server.mjs'),
  port: barePort,
  cwd: root,
  env: {},
});

try {
  await gateway.start();
  await measure(gatewayPort, 2); // warm-up: JIT and the database's first pages
  const subscribe = await measure(gatewayPort);
  await gateway.stop();
  await bare.start();
  await measure(barePort, 2);
  const floor = await measure(barePort);
  await bare.stop();
  console.log(
    `${cpus().length} CPU(s), ${connections} connections, ${duration} s each; database: ${databaseUrl ? 'postgres' : 'pglite'}`,
  );
  console.table([
    row('gateway POST subscribe?workflow=newsletter', subscribe),
    row('bare Fastify POST {ok:true}', floor),
  ]);
} finally {
  await gateway.stop().catch(() => undefined);
  await bare.stop().catch(() => undefined);
  await rm(pgliteDir, { recursive: true, force: true });
}
