// Micro benchmark of @civicbrief/locations searchCities: every 1-4 letter prefix of every catalogue
// place name as a query (the autocomplete's real inputs), reporting ms per query. Budget: <= 0.2 ms.
// Run: node tools/bench/locations-search.mjs  (esbuild bundles the lib's TypeScript on the fly)
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const budgetMs = 0.2;
const dir = mkdtempSync(join(tmpdir(), 'bench-locations-'));
const outfile = join(dir, 'locations.mjs');
const result = await build({
  entryPoints: [new URL('../../libs/locations/src/index.ts', import.meta.url).pathname],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
});
writeFileSync(outfile, result.outputFiles[0].contents);
const { cities, searchCities } = await import(pathToFileURL(outfile).href);
rmSync(dir, { recursive: true, force: true });

const queries = [...new Set(cities.flatMap((c) => [1, 2, 3, 4].map((n) => c.name.slice(0, n).toLowerCase())))];
const run = (options) => {
  let found = 0;
  for (const q of queries) found += searchCities(q, options).length;
  return found;
};
for (let i = 0; i < 20; i++) run({});

const rows = [];
for (const [label, options] of [
  ['default (limit 5)', {}],
  ['limit 10', { limit: 10 }],
  ['state California', { state: 'California' }],
]) {
  const rounds = 50;
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) run(options);
  const ms = Number(process.hrtime.bigint() - start) / 1e6 / (rounds * queries.length);
  rows.push({ case: label, queries: queries.length, 'ms/query': ms.toFixed(4), ok: ms <= budgetMs });
}
console.log(`searchCities over ${cities.length} places, ${queries.length} distinct 1-4 letter queries`);
console.table(rows);
if (rows.some((row) => !row.ok)) {
  console.error(`Over budget: ${budgetMs} ms/query`);
  process.exitCode = 1;
}
