/**
 * RecentSummaries latency through the real GraphQL API (the gateway's production build, its resolvers and
 * SQL, over loopback HTTP) over the ~50,000-page sample seed: p50/p95/max for city pages' first and second pages of summaries, on PGlite and on
 * PostgreSQL. Prints figures; asserts nothing.
 *
 *   npx tsx --tsconfig tools/tsconfig.json tools/bench/recent-summaries.ts
 * PGlite data is kept in tmp/bench/pglite (seeded on first run); PostgreSQL uses a throwaway schema in
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), skipped when unreachable.
 */
import { print } from 'graphql';
import { cities } from '@civicbrief/locations';
import { RecentSummariesDocument } from '@civicbrief/content-client';
import { withGateway } from './gateway-server';
import { onSeededPglite, onSeededPostgres, type DatabaseEnv } from './seeded-databases';

const queries = 400;
const query = print(RecentSummariesDocument);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function measure(label: string, env: DatabaseEnv): Promise<void> {
  return withGateway(env, async (baseUrl) => {
    const times: number[] = [];
    // Every 7th city, two pages each: a spread of large and small cities, deterministic.
    const sample = cities.filter((_, index) => index % 7 === 0);
    for (let i = 0; i < queries; i++) {
      const city = sample[i % sample.length];
      const variables = { preview: false, citySlug: city.slug, skip: (i % 2) * 4, limit: 4 };
      const started = performance.now();
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = await response.text();
      times.push(performance.now() - started);
      if (response.status !== 200 || JSON.parse(body).errors) throw new Error(`query failed: ${body}`);
    }
    times.sort((a, b) => a - b);
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(
      `${label}: ${queries} RecentSummaries queries — p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times[times.length - 1])}`,
    );
  });
}

async function main(): Promise<void> {
  await onSeededPglite(measure);
  await onSeededPostgres('summaries_bench', measure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
