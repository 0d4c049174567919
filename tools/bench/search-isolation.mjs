#!/usr/bin/env node
// Decision 040: while eight clients send the costliest searches we know for 20 s, times what
// everyone else gets: /healthz, a page from the front door's cache, and an uncached city page (a new query string
// each time, so every one is rendered). Then, with nobody attacking, ordinary searches one after another.
// Needs the stack running (npm start or start:offline) with TRUST_PROXY=loopback, so each attacking client is told
// apart by its X-Forwarded-For (the header's value only; no traffic leaves this machine), and
// GRAPHQL_RATE_LIMIT=1000000 so the uncached renders do not measure the content API's 429s.
// Usage: node tools/bench/search-isolation.mjs [gateway origin, default http://127.0.0.1:3000] [seconds, default 20]
const gateway = process.argv[2] || 'http://127.0.0.1:3000';
const seconds = Number(process.argv[3] || 20);
const CLIENTS = 8;
const CITY = '/ca/santa-clara-county/saratoga';

/** The worst shapes found: only exclusions, phrases and exclusions of common words, many words, or-chains. */
const WORST = [
  '-zzzqqq',
  '"meeting council city"',
  'council or -meeting',
  'council -meeting',
  '"city council" -budget -housing',
  'city council meeting public hearing budget water park street police fire housing zoning',
  'council or budget or housing or water or park or street or police or fire',
  '"public hearing budget amendment ordinance"',
];
const ORDINARY = [
  'council',
  'budget',
  'housing',
  'water rates',
  'park',
  'zoning',
  'police',
  'wildfire',
  'library hours',
  'street repair',
];

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function timed(path, headers = {}) {
  const started = performance.now();
  const answer = await fetch(gateway + path, { headers });
  await answer.arrayBuffer();
  return { ms: performance.now() - started, status: answer.status, cache: answer.headers.get('x-cache') };
}

/** Repeats `once` until the end, `pauseMs` apart; its timings. */
async function loop(until, pauseMs, once) {
  const samples = [];
  while (performance.now() < until) {
    samples.push(await once(samples.length));
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return samples;
}

const summary = (label, samples) => {
  const ms = samples.map((sample) => sample.ms);
  const statuses = {};
  for (const { status } of samples) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    label,
    n: samples.length,
    'p50 ms': Math.round(percentile(ms, 50)),
    'p95 ms': Math.round(percentile(ms, 95)),
    'p99 ms': Math.round(percentile(ms, 99)),
    'max ms': Math.round(Math.max(...ms)),
    statuses: JSON.stringify(statuses),
  };
};

// Warm the cached page and check the stack answers.
const ready = await timed('/readyz');
if (ready.status !== 200) throw new Error(`${gateway}/readyz answered ${ready.status}`);
await timed(CITY);
const warm = await timed(CITY);
if (warm.cache !== 'HIT')
  console.warn(`warning: ${CITY} answered X-Cache ${warm.cache}, not HIT: is the page cache on?`);

const until = performance.now() + seconds * 1000;
const stamp = Date.now();
const attackers = Array.from({ length: CLIENTS }, (_, client) =>
  loop(until, 0, (n) => {
    const q = WORST[(client + n) % WORST.length];
    // Pages 1-3: an answer another client asked for is not simply reused.
    return timed(`/api/search?q=${encodeURIComponent(q)}&page=${1 + (n % 3)}`, {
      'x-forwarded-for': `192.0.2.${client + 1}`,
    });
  }),
);
const probes = [
  loop(until, 50, () => timed('/healthz')),
  loop(until, 50, () => timed(CITY)),
  loop(until, 200, (n) => timed(`${CITY}?bench=${stamp}-${n}`)),
];
const [attacks, [healthz, cached, uncached]] = await Promise.all([Promise.all(attackers), Promise.all(probes)]);

const ordinary = [];
for (let round = 0; round < 5; round += 1) {
  for (const q of ORDINARY)
    ordinary.push(
      await timed(`/api/search?q=${encodeURIComponent(q)}&page=${1 + round}`, { 'x-forwarded-for': '198.51.100.1' }),
    );
}

console.log(`${gateway}, ${CLIENTS} clients searching for ${seconds} s`);
console.table([
  summary('/healthz', healthz),
  summary(`${CITY} (page cache)`, cached),
  summary(`${CITY}?bench=… (rendered)`, uncached),
  summary('worst searches (all clients)', attacks.flat()),
  summary('ordinary searches afterwards, one at a time', ordinary),
]);
