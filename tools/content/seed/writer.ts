import { arrayContains, sql } from 'drizzle-orm';
import { alertSeenPages, pages, type Database, type NewPageRow } from '@civicbrief/gateway-db';
import { kindOf, seedKinds, type SeedKind } from './generate';
import { SAMPLE_TAG, type SeedPage } from './page';

/** 500 rows x 11 columns stays far below PostgreSQL's 65,535 bind parameters per statement. */
export const DEFAULT_BATCH_SIZE = 500;

export interface WriteReport {
  generated: Record<SeedKind, number>;
  /** Rows actually added: pages whose slug (or id) was already stored are left as they are. */
  inserted: number;
}

/** A seed page is already a row of the gateway's table; the annotation keeps the two shapes in step. */
const rowOf = (page: SeedPage): NewPageRow => page;

/**
 * Inserts the pages in multi-row statements inside one transaction: a failed or interrupted seed leaves
 * nothing behind, so `--if-empty` never mistakes half a seed for a finished one.
 */
export async function writePages(
  db: Database,
  source: Iterable<SeedPage>,
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<WriteReport> {
  const generated = Object.fromEntries(seedKinds.map((kind) => [kind, 0])) as Record<SeedKind, number>;
  let inserted = 0;
  await db.transaction(async (tx) => {
    let batch: NewPageRow[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      // No conflict target: an existing slug or id (an imported page) is kept, never overwritten.
      const rows = await tx.insert(pages).values(batch).onConflictDoNothing().returning({ id: pages.id });
      inserted += rows.length;
      batch = [];
    };
    for (const page of source) {
      generated[kindOf(page)]++;
      batch.push(rowOf(page));
      if (batch.length >= batchSize) await flush();
    }
    await flush();
    // Sample pages are not news: topic alerts (decision 036) never match them, and the matcher has nothing to
    // go through after a seed.
    await tx.execute(sql`
      insert into ${alertSeenPages} (page_id) select ${pages.id} from ${pages} where ${arrayContains(pages.tags, [SAMPLE_TAG])}
      on conflict do nothing`);
  });
  return { generated, inserted };
}

/** Deletes every seeded page (tagged 'sample'); imported content is untouched. Returns how many went. */
export async function deleteSamplePages(db: Database): Promise<number> {
  const rows = await db
    .delete(pages)
    .where(arrayContains(pages.tags, [SAMPLE_TAG]))
    .returning({ id: pages.id });
  return rows.length;
}

export async function hasAnyPage(db: Database): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(pages)
    .limit(1);
  return rows.length > 0;
}
