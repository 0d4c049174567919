/**
 * The heavy GraphQL requests of decision 014 against the gateway's production build (its own process, loopback
 * HTTP) over the ~50,000-page sample seed: `slug_contains_some` with many short random strings, and a small document of aliased `props` inside
 * `items`. For each: status, time, answer bytes, and how long a `/readyz` sent while it runs waits. Prints
 * figures; asserts nothing.
 *
 *   npx tsx --tsconfig tools/tsconfig.json tools/bench/graphql-heavy.ts
 * Databases as in seeded-databases.ts (BENCH_ONLY=pglite or postgres for one of them). HEAVY_SIZES (default
 * 3,10,20,100,400,1000) lists the slug_contains_some lengths to send. Figures: docs/decisions/014.
 */
import { createPrng } from '../content/seed/prng';
import { withGateway } from './gateway-server';
import { onSeededPglite, onSeededPostgres, type DatabaseEnv } from './seeded-databases';

const sizes = (process.env.HEAVY_SIZES ?? '3,10,20,100,400,1000').split(',').map(Number);

/** `count` short random lowercase strings, the same on every run. */
function randomTexts(count: number): string[] {
  const prng = createPrng(`graphql-heavy:${count}`);
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789-';
  return Array.from({ length: count }, () =>
    Array.from({ length: prng.int(3, 8) }, () => prng.pick([...letters])).join(''),
  );
}

const containsSome = `query($texts: [String!]) {
  pageCollection(where: { slug_contains_some: $texts }, limit: 10) { total items { slug } }
}`;

const listing = `query($where: PageFilter, $limit: Int) { pageCollection(where: $where, limit: $limit) { total items { slug } } }`;

/** The slowest requests the bounds still accept: texts without trigrams (no index), the longest texts and lists. */
function worstAccepted(): [string, Record<string, unknown>][] {
  const long = (count: number) => randomTexts(count).map((text) => text.repeat(60).slice(0, 300));
  return [
    ['contains_some x 10, one letter each', { where: { slug_contains_some: 'aeiounrst-'.split('') }, limit: 1000 }],
    ['contains_some x 10, 300 characters', { where: { slug_contains_some: long(10) }, limit: 1000 }],
    ['slug_contains one letter, limit 1000', { where: { slug_contains: 'a' }, limit: 1000 }],
    ['id_contains one letter, limit 1000', { where: { id_contains: 'e' }, limit: 1000 }],
    ['slug_in x 1000, 300 characters', { where: { slug_in: long(1000) }, limit: 1000 }],
    [
      'every filter at its bounds',
      {
        where: {
          slug_contains: 'a',
          slug_contains_some: 'aeiounrst-'.split(''),
          slug_not_in: long(100),
          tags_contains_some: randomTexts(20),
        },
        limit: 1000,
      },
    ],
  ];
}

/** About 1.1 KB: as many aliases of `props` inside `items` as fit. */
function aliasedProps(): string {
  const aliases = Array.from({ length: 110 }, (_, index) => `p${index}:props`).join(' ');
  return `{pageCollection(where:{tags_contains_some:["policy-guide"]},limit:1000){items{${aliases}}}}`;
}

interface Outcome {
  status: number;
  ms: number;
  bytes: number;
  readyzMs: number;
}

/** Sends one request and, 200 ms later (once its SQL runs), a /readyz, as another visitor would while it runs. */
async function send(baseUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<Outcome> {
  const started = performance.now();
  const post = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  };
  const answer = fetch(`${baseUrl}/graphql`, post).then(async (response) => {
    const bytes = (await response.arrayBuffer()).byteLength;
    return { status: response.status, bytes, ms: performance.now() - started };
  });
  await new Promise((resolveDelay) => setTimeout(resolveDelay, 200));
  // Timed from when it was due: while the embedded database runs a query, the whole event loop waits.
  const readyDue = started + 200;
  const readyz = fetch(`${baseUrl}/readyz`).then(async (response) => {
    await response.arrayBuffer();
    return performance.now() - readyDue;
  });
  const [outcome, readyzMs] = await Promise.all([answer, readyz]);
  return { ...outcome, readyzMs };
}

function line(label: string, { status, ms, bytes, readyzMs }: Outcome): string {
  const size = bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
  return `  ${label.padEnd(40)} ${String(status).padEnd(4)} ${ms.toFixed(0).padStart(7)} ms ${size.padStart(10)}   /readyz waited ${readyzMs.toFixed(0)} ms`;
}

function measure(label: string, env: DatabaseEnv): Promise<void> {
  return withGateway({ ...env, CONTENT_CACHE_TTL_MS: '0', OUTBOX_WORKER: 'off' }, async (baseUrl) => {
    console.log(`${label}:`);
    for (const size of sizes) {
      console.log(
        line(`slug_contains_some x ${size}`, await send(baseUrl, containsSome, { texts: randomTexts(size) })),
      );
    }
    for (const [name, variables] of worstAccepted()) console.log(line(name, await send(baseUrl, listing, variables)));
    const query = aliasedProps();
    console.log(line(`aliased props in items (${query.length} B)`, await send(baseUrl, query)));
  });
}

async function main(): Promise<void> {
  if (process.env.BENCH_ONLY !== 'postgres') await onSeededPglite(measure);
  if (process.env.BENCH_ONLY !== 'pglite') await onSeededPostgres('graphql_heavy', measure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
