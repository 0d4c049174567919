import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { alertSeenPages, openDatabase, pages, type DatabaseHandle } from '@civicbrief/gateway-db';
import { SAMPLE_TAG, type SeedPage } from './page';
import { writePages } from './writer';

const page = (slug: string, tags: string[]): SeedPage => ({
  id: `seed-test:${slug}`,
  slug,
  title: `Council meeting ${slug}`,
  domain: 'gov',
  tags,
  status: 'published',
  metaConfiguration: {},
  content: [],
  props: { content: 'Zoning and parks.' },
  firstPublishedAt: new Date('2026-11-01T00:00:00Z'),
  publishedAt: new Date('2026-11-01T00:00:00Z'),
});

describe('writePages', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({
      pgliteDir: 'memory://',
      migrationsFolder: resolve(__dirname, '../../../libs/gateway-db/drizzle'),
    });
  }, 60_000); // a new PGlite and its migrations take seconds, more beside other suites
  afterAll(() => database?.close());

  it('marks the sample pages as seen by topic alerts (not news), and only them', async () => {
    await database.db.insert(pages).values({ ...page('ca/a/b/summary/imported', ['meeting-summary']), id: 'imported' });
    const report = await writePages(database.db, [
      page('ca/a/b/summary/one', [SAMPLE_TAG, 'meeting-summary']),
      page('ca/a/b/summary/two', [SAMPLE_TAG, 'agenda']),
    ]);

    expect(report.inserted).toBe(2);
    const seen = await database.db
      .select({ pageId: alertSeenPages.pageId })
      .from(alertSeenPages)
      .orderBy(sql`1`);
    expect(seen.map((row) => row.pageId)).toEqual(['seed-test:ca/a/b/summary/one', 'seed-test:ca/a/b/summary/two']);
  });
});
