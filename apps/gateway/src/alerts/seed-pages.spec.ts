import { pages, type DatabaseHandle } from '@civicbrief/gateway-db';
import { writePages } from '../../../../tools/content/seed/writer';
import { SAMPLE_TAG, type SeedPage } from '../../../../tools/content/seed/page';
import { openTestDatabase } from '../test/databases';
import { matchNewPages } from './matcher';

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

describe('the seed and topic alerts', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('marks the sample pages as seen, so the matcher takes only content published after the seed', async () => {
    await writePages(database.db, [page('ca/a/b/summary/one', [SAMPLE_TAG, 'meeting-summary']), page('ca/a/b/summary/two', [SAMPLE_TAG, 'agenda'])]);
    await database.db.insert(pages).values({ ...page('ca/a/b/summary/imported', ['meeting-summary']), id: 'imported' });

    const run = await matchNewPages(database.db);

    expect(run).toMatchObject({ pages: 1, busy: false });
    expect(await matchNewPages(database.db)).toMatchObject({ pages: 0 });
  });
});
