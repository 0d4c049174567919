#!/usr/bin/env node
// Crash test of the newsletter subscription: every subscription the gateway answered 2xx must be in the
// database, even when the process is killed (SIGKILL, no shutdown) in the middle of the load.
//
// It builds the gateway (`nx run gateway:build`, dist/apps/gateway/main.mjs), starts it on a free
// port over a fresh PGlite directory (or DATABASE_URL) with OUTBOX_WORKER=off and no rate limit, fires
// concurrent POST /api/customerio/subscribe?workflow=newsletter with a unique email each, SIGKILLs it
// KILLS times mid-load and starts it again, then stops it, reads the subscribers table and prints: sent,
// 2xx, other statuses, errors (refused or cut off by a kill), found, missing (2xx but not stored), and
// stored without an answer. Exit 1 if anything answered 2xx is missing.
//
// Usage: node tools/crash/subscribe-crash.mjs
//   env: DATABASE_URL (PostgreSQL instead of PGlite), CONNECTIONS (default 16), KILLS (default 3),
//        PHASE_MS (load between kills, default 2500), SKIP_BUILD=1 (reuse dist/apps/gateway/main.mjs)
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { builtGateway, freePort, gatewayProcess, productionEnv } from './gateway-process.mjs';
import { storedEmails } from './stored-subscribers.mjs';

const root = resolve(import.meta.dirname, '../..');
const entry = builtGateway(root);
const connections = Number(process.env.CONNECTIONS ?? 16);
const kills = Number(process.env.KILLS ?? 3);
const phaseMs = Number(process.env.PHASE_MS ?? 2500);
const databaseUrl = process.env.DATABASE_URL || undefined;

const pgliteDir = await mkdtemp(join(tmpdir(), 'civicbrief-crash-'));
const port = await freePort();
const gateway = gatewayProcess({
  entry,
  port,
  cwd: root,
  env: productionEnv({
    PGLITE_DIR: pgliteDir,
    DATABASE_URL: databaseUrl ?? '',
    OUTBOX_WORKER: 'off',
    DOUBLE_OPT_IN: 'false',
    INTAKE_RATE_LIMIT: '100000',
  }),
});

const prefix = `crash-${randomBytes(4).toString('hex')}-`;
const answered = new Set();
const counts = { sent: 0, ok: 0, otherStatus: 0, errors: 0 };
const statuses = {};
let next = 0;
let inFlight = 0;
let running = true;

async function subscribeOnce() {
  const email = `${prefix}${(next += 1)}@example.com`;
  counts.sent += 1;
  const body = {
    data: { email, city: 'Saratoga', county: 'Santa Clara County', state: 'California', source: 'crash-test' },
  };
  inFlight += 1;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/customerio/subscribe?workflow=newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    if (response.ok) {
      counts.ok += 1;
      answered.add(email);
    } else {
      counts.otherStatus += 1;
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  } catch {
    // Refused while the gateway is down, or cut off by the kill: the client never heard a 2xx.
    counts.errors += 1;
    inFlight -= 1;
    return sleep(20);
  }
  inFlight -= 1;
}

async function worker() {
  while (running) await subscribeOnce();
}

try {
  await gateway.start();
  const workers = Array.from({ length: connections }, worker);
  for (let kill = 1; kill <= kills; kill += 1) {
    const atStart = counts.ok;
    await sleep(phaseMs * (0.6 + Math.random() * 0.8));
    const cutOff = inFlight;
    await gateway.kill();
    console.log(
      `kill ${kill}: SIGKILL with ${cutOff} requests in flight, ${counts.ok - atStart} answered 2xx since the last start`,
    );
    await gateway.start();
  }
  await sleep(phaseMs);
  running = false;
  await Promise.all(workers);
  await gateway.stop();

  const stored = await storedEmails({ databaseUrl, pgliteDir, prefix });
  const missing = [...answered].filter((email) => !stored.has(email));
  const unanswered = [...stored].filter((email) => !answered.has(email)).length;
  console.table({
    database: databaseUrl ? 'postgres' : 'pglite',
    connections,
    kills,
    sent: counts.sent,
    '2xx': counts.ok,
    'other statuses': counts.otherStatus,
    'errors (refused / cut off)': counts.errors,
    found: stored.size,
    'missing (2xx, not stored)': missing.length,
    'stored without a 2xx': unanswered,
  });
  if (Object.keys(statuses).length) console.log('other statuses:', statuses);
  if (missing.length) {
    console.error(
      `LOST: ${missing.length} answered subscriptions are not in the database, e.g. ${missing.slice(0, 5).join(', ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log('OK: every subscription answered 2xx is in the database.');
  }
} finally {
  running = false;
  await gateway.stop().catch(() => undefined);
  await rm(pgliteDir, { recursive: true, force: true });
}
