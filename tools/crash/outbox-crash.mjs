#!/usr/bin/env node
// Crash test of the outbox with two gateways working one queue (decision 045): every queued confirmation mail and
// Track API call must reach its receiver, none under two different Message-IDs, while one of the gateways is killed
// (SIGKILL, no shutdown) in the middle of delivering.
//
// Builds the gateway, creates an empty PostgreSQL database, starts a counting SMTP server and a counting Track API
// (counting-receivers.mjs), starts two gateways at once on that database (both delivering: OUTBOX_WORKER=on,
// OUTBOX_LEASE_MS=40000, double opt-in), subscribes SUBSCRIBERS addresses through both, SIGKILLs the first once a
// fifth of the mails arrived, waits until the survivor has delivered every row (the killed one's claimed rows come
// free when its lease ends), and prints: rows delivered, receipts, rows received once, rows received again with the
// same id (a send the killed gateway finished but could not record), rows missing, and recipients that got two
// different messages. Then a second round (digest-round.mjs) on two new gateways: the operators compose Saratoga's
// newsletter issue and send it to every subscriber, and one gateway is SIGKILLed after a fifth of the digests. Exit 1
// if any row is missing or any recipient got two different messages, in either round.
//
// Usage: node tools/crash/outbox-crash.mjs
//   env: DATABASE_URL (a PostgreSQL server; default postgres://postgres@127.0.0.1:5432/test, where a database of
//        its own is made and dropped), SUBSCRIBERS (default 600), DELAY_MS (each receiver's time per delivery,
//        default 40), SKIP_BUILD=1 (reuse dist/apps/gateway/main.mjs)
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startCountingSmtp, startCountingTrackApi } from './counting-receivers.mjs';
import { digestRound } from './digest-round.mjs';
import { builtGateway, freePort, gatewayProcess, productionEnv } from './gateway-process.mjs';

const root = resolve(import.meta.dirname, '../..');
const entry = builtGateway(root);
const subscribersWanted = Number(process.env.SUBSCRIBERS ?? 600);
const delayMs = Number(process.env.DELAY_MS ?? 40);
const LEASE_MS = 40_000;
const server = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const databaseName = `civicbrief_outbox_crash_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(server.href), { pathname: `/${databaseName}` }).href;

async function onServer(statement) {
  const client = new pg.Client({ connectionString: server.href });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function query(text) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const [smtp, track] = await Promise.all([startCountingSmtp({ delayMs }), startCountingTrackApi({ delayMs })]);
await onServer(`create database "${databaseName}"`);
const secrets = productionEnv();
const env = {
  ...secrets,
  DATABASE_URL: databaseUrl,
  SMTP_URL: smtp.url,
  CUSTOMERIO_TRACK_URL: track.url,
  CUSTOMERIO_SITE_ID: 'crash-site',
  CUSTOMERIO_API_KEY: 'crash-key',
  DOUBLE_OPT_IN: 'true',
  OUTBOX_WORKER: 'on',
  OUTBOX_POLL_MS: '50',
  OUTBOX_LEASE_MS: String(LEASE_MS),
  INTAKE_RATE_LIMIT: '100000',
  // The digest round composes and sends through the operators' calls, unpaced.
  NEWSLETTER_ISSUES: 'off',
  NEWSLETTER_MAILS_PER_MINUTE: '100000',
};
const twoGateways = () =>
  Promise.all(
    [0, 1].map(async () => {
      const port = await freePort();
      return { port, process: gatewayProcess({ entry, port, cwd: root, env }) };
    }),
  );
const [first, second] = await twoGateways();
let third = null;
let fourth = null;

const prefix = `outbox-${randomBytes(4).toString('hex')}-`;
let killedWith = null;
let refusalShown = false;

async function post(gateway, path, body) {
  const response = await fetch(`http://127.0.0.1:${gateway.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null);
  const text = await response?.text();
  // A refusal other than the kill's cut connections would make the run meaningless: say it once.
  if (response && !response.ok && !refusalShown) {
    refusalShown = true;
    console.error(`${path} answered ${response.status}: ${text}`);
  }
  return response?.ok ?? false;
}

/** The newsletter modal's two calls (spec §4): the person to the CRM (a track row), then the subscription (a mail). */
async function subscribe(index) {
  const gateway = index % 2 === 0 ? first : second;
  const place = { city: 'Saratoga', county: 'Santa Clara County', state: 'California' };
  const email = `${prefix}${index}@example.com`;
  const person = {
    type: 'person',
    identifiers: { email },
    action: 'identify',
    attributes: { ...place, email },
    // The location object the newsletter form names (contracts' locationObjectId: a Californian city without county).
    cio_relationships: [{ identifiers: { object_type_id: 1, object_id: 'saratoga_california' } }],
  };
  const identified = await post(gateway, '/api/customerio/entityCreate?workflow=newsletter', person);
  return (
    identified && (await post(gateway, '/api/customerio/subscribe?workflow=newsletter', { data: { email, ...place } }))
  );
}

try {
  // Both at the same moment: the migrations run once (decision 045).
  await Promise.all([first.process.start(), second.process.start()]);
  let next = 0;
  let accepted = 0;
  const senders = Array.from({ length: 8 }, async () => {
    while (next < subscribersWanted) if (await subscribe((next += 1))) accepted += 1;
  });
  // The kill waits for a fifth of the mails, not for the senders: on a fast machine every subscription is accepted
  // before the outbox has sent that many, and the kill must still come in the middle of the deliveries.
  const killer = (async () => {
    const killBy = Date.now() + 120_000;
    while (smtp.messages.length < subscribersWanted / 5 && Date.now() < killBy) await sleep(10);
    if (smtp.messages.length >= subscribersWanted) return;
    killedWith = { mails: smtp.messages.length, trackCalls: track.calls.length };
    await first.process.kill();
  })();
  await Promise.all([...senders, killer]);

  // The survivor delivers the rest, the killed gateway's claimed rows once their lease has ended.
  await waitForOutbox();
  await second.process.stop();

  const rows = await query(
    "select kind, idempotency_key as key, status, payload->>'to' as to from outbox where kind in ('email', 'track')",
  );
  const emails = rows.filter((row) => row.kind === 'email');
  const tracks = rows.filter((row) => row.kind === 'track');
  const idsByRecipient = new Map();
  for (const { to, messageId } of smtp.messages) idsByRecipient.set(to, [...(idsByRecipient.get(to) ?? []), messageId]);
  const callsByKey = new Map();
  for (const { key } of track.calls) callsByKey.set(key, (callsByKey.get(key) ?? 0) + 1);
  const mailsOf = (row) => idsByRecipient.get(row.to) ?? [];
  const summary = {
    'subscriptions accepted (2xx)': accepted,
    'killed after (mails, track calls)': killedWith ? `${killedWith.mails}, ${killedWith.trackCalls}` : 'never',
    'mail rows (delivered / pending / dead)': countStatuses(emails),
    'mails received': smtp.messages.length,
    'mail rows received once': emails.filter((row) => mailsOf(row).length === 1).length,
    'mail rows sent again, same Message-ID': emails.filter(
      (row) => mailsOf(row).length > 1 && new Set(mailsOf(row)).size === 1,
    ).length,
    'mail rows missing': emails.filter((row) => mailsOf(row).length === 0).length,
    'recipients with two different messages': [...idsByRecipient.values()].filter((ids) => new Set(ids).size > 1)
      .length,
    'track rows (delivered / pending / dead)': countStatuses(tracks),
    'track calls received': track.calls.length,
    'track rows received once': tracks.filter((row) => callsByKey.get(row.key) === 1).length,
    'track rows sent again, same key': tracks.filter((row) => (callsByKey.get(row.key) ?? 0) > 1).length,
    'track rows missing': tracks.filter((row) => !callsByKey.has(row.key)).length,
  };
  [third, fourth] = await twoGateways();
  await Promise.all([third.process.start(), fourth.process.start()]);
  Object.assign(summary, await digestRound({ victim: third, survivor: fourth, query, smtp, waitForOutbox }));
  await fourth.process.stop();
  console.table(summary);
  const failed =
    summary['mail rows missing'] +
    summary['track rows missing'] +
    summary['recipients with two different messages'] +
    summary['digest rows missing'] +
    summary['subscribers with two different digests'];
  const digestKilled = typeof summary['digest: killed after (mails)'] === 'number';
  if (failed > 0 || !killedWith || !digestKilled || summary['digest: mails queued'] === 0) {
    console.error('FAILED: a delivery is missing or doubled with different ids (or a kill never happened).');
    process.exitCode = 1;
  } else {
    console.log('OK: every row reached its receiver; a row sent again carried the same id.');
  }
} finally {
  await first.process.kill().catch(() => undefined);
  await second.process.stop().catch(() => undefined);
  await third?.process.kill().catch(() => undefined);
  await fourth?.process.stop().catch(() => undefined);
  await Promise.all([smtp.close(), track.close()]);
  await onServer(`drop database if exists "${databaseName}" with (force)`);
}

/** Until no outbox row is pending: a killed gateway's claimed rows come free when their lease ends. */
async function waitForOutbox() {
  const deadline = Date.now() + LEASE_MS + 60_000;
  for (;;) {
    const [{ waiting }] = await query("select count(*)::int as waiting from outbox where status = 'pending'");
    if (waiting === 0 || Date.now() > deadline) return;
    await sleep(500);
  }
}

function countStatuses(rows) {
  const count = (status) => rows.filter((row) => row.status === status).length;
  return `${count('delivered')} / ${count('pending')} / ${count('dead')}`;
}
