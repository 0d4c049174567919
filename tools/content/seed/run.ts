import type { Database } from '@civicbrief/gateway-db';
import { seedPages } from './generate';
import { deleteSamplePages, hasAnyPage, writePages, type WriteReport } from './writer';

export interface SeedRunOptions {
  reference: Date;
  /** Skip everything when the pages table holds any row (npm start seeds only a new database). */
  ifEmpty?: boolean;
  /** Delete the sample pages first, so a changed generator or reference date takes effect. */
  reset?: boolean;
  batchSize?: number;
}

export type SeedRunResult =
  { status: 'skipped'; deleted: number } | ({ status: 'seeded'; deleted: number; seconds: number } & WriteReport);

export async function runSeed(db: Database, options: SeedRunOptions): Promise<SeedRunResult> {
  const deleted = options.reset ? await deleteSamplePages(db) : 0;
  if (options.ifEmpty && (await hasAnyPage(db))) return { status: 'skipped', deleted };
  const started = performance.now();
  const report = await writePages(db, seedPages({ reference: options.reference }), options.batchSize);
  return { status: 'seeded', deleted, seconds: (performance.now() - started) / 1000, ...report };
}

/** The lines the CLI and the benchmark print. */
export function describeRun(result: SeedRunResult): string[] {
  const lines = result.deleted > 0 ? [`Deleted ${result.deleted} sample pages.`] : [];
  if (result.status === 'skipped') return [...lines, 'Content store is not empty; seed skipped (--if-empty).'];
  const total = Object.values(result.generated).reduce((sum, count) => sum + count, 0);
  const kinds = Object.entries(result.generated).map(([kind, count]) => `  ${kind.padEnd(16)} ${count}`);
  return [
    ...lines,
    `Generated ${total} sample pages:`,
    ...kinds,
    `Inserted ${result.inserted} new pages (${total - result.inserted} already present) in ${result.seconds.toFixed(1)} s.`,
  ];
}
