import { sql } from 'drizzle-orm';
import { openTestDatabase, testDrivers } from '../test/databases';
import { pages, type DatabaseHandle } from '@civicbrief/gateway-db';

/** Rows of a raw query, whichever driver ran it (node-postgres and PGlite both answer `{ rows }`). */
async function rows<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

class Rollback extends Error {}

/** The constraint a failed write broke (drizzle wraps the driver's error as its cause). */
async function violatedConstraint(write: Promise<unknown>): Promise<string | undefined> {
  const error = await write.then(
    () => undefined,
    (failure: { cause?: { constraint?: string } }) => failure,
  );
  return error?.cause?.constraint;
}

describe.each(testDrivers)('migrations on %s', (driver) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });

  afterAll(() => database?.close());

  it('create the pages table with its columns', async () => {
    const columns = await rows<{ column_name: string; data_type: string; is_nullable: string }>(
      database,
      sql`select column_name, data_type, is_nullable from information_schema.columns
          where table_schema = current_schema() and table_name = 'pages' order by ordinal_position`,
    );
    expect(columns.map((column) => [column.column_name, column.data_type, column.is_nullable])).toEqual([
      ['id', 'text', 'NO'],
      ['slug', 'text', 'NO'],
      ['title', 'text', 'NO'],
      ['domain', 'text', 'NO'],
      ['tags', 'ARRAY', 'NO'],
      ['meta_configuration', 'jsonb', 'NO'],
      ['content', 'jsonb', 'NO'],
      ['props', 'jsonb', 'NO'],
      ['status', 'text', 'NO'],
      ['first_published_at', 'timestamp with time zone', 'YES'],
      ['published_at', 'timestamp with time zone', 'YES'],
      ['created_at', 'timestamp with time zone', 'NO'],
      ['updated_at', 'timestamp with time zone', 'NO'],
      ['search', 'tsvector', 'YES'],
    ]);
  });

  it('create the btree index on first publication, the GIN index on tags and trigram indexes on slug and id', async () => {
    const indexes = await rows<{ indexname: string; indexdef: string }>(
      database,
      sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'pages'`,
    );
    const byName = Object.fromEntries(indexes.map((index) => [index.indexname, index.indexdef]));
    expect(byName['pages_first_published_at_idx']).toMatch(/USING btree \(first_published_at DESC/);
    expect(byName['pages_tags_idx']).toMatch(/USING gin \(tags\)/);
    expect(byName['pages_slug_unique']).toMatch(/UNIQUE INDEX/);
    expect(byName['pages_slug_trgm_idx']).toMatch(/USING gin \(slug gin_trgm_ops\)/);
    expect(byName['pages_id_trgm_idx']).toMatch(/USING gin \(id gin_trgm_ops\)/);
    expect(byName['pages_search_idx']).toMatch(/USING gin \(search\)/);
  });

  it('fill the defaults and enforce status and slug uniqueness', async () => {
    // Nothing written here outlives the test: a shared PostgreSQL stays clean.
    await expect(
      database.db.transaction(async (tx) => {
        const [page] = await tx
          .insert(pages)
          .values({ slug: 'migrations-spec', title: 'T', status: 'draft' })
          .returning();
        expect(page).toMatchObject({ domain: 'gov', tags: [], metaConfiguration: {}, content: [], props: {} });
        // Imports without an id get a uuid as text; the seed writes readable ids.
        expect(page.id).toMatch(/^[0-9a-f-]{36}$/);
        const [named] = await tx
          .insert(pages)
          .values({
            id: 'Replica: Gov Meeting Summary Page: Saratoga: x',
            slug: 'named-id',
            title: 'T',
            status: 'draft',
          })
          .returning();
        expect(named.id).toBe('Replica: Gov Meeting Summary Page: Saratoga: x');
        expect(page.createdAt).toBeInstanceOf(Date);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);

    expect(
      await violatedConstraint(
        database.db.execute(sql`insert into pages (slug, title, status) values ('bad-status', 'T', 'archived')`),
      ),
    ).toBe('pages_status_check');

    expect(
      await violatedConstraint(
        database.db.transaction(async (tx) => {
          await tx.insert(pages).values({ slug: 'twice', title: 'T', status: 'published' });
          await tx.insert(pages).values({ slug: 'twice', title: 'T', status: 'published' });
        }),
      ),
    ).toBe('pages_slug_unique');
  });
});
