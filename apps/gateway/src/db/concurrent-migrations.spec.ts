import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@civicbrief/gateway-db';
import { migrationsFolder } from '../test/databases';

const databaseUrl = process.env.TEST_DATABASE_URL;
const onPostgres = databaseUrl ? describe : describe.skip;

/** Several gateways starting at the same moment on one PostgreSQL (the cluster's shape): migrations run once. */
onPostgres('migrations started by several gateways at once', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const handles: DatabaseHandle[] = [];

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  });

  it('all open, and each migration is applied once', async () => {
    const opening = Array.from({ length: 4 }, () =>
      openDatabase({ databaseUrl, pgliteDir: 'memory://', migrationsFolder, schema }),
    );
    const results = await Promise.allSettled(opening);
    for (const result of results) if (result.status === 'fulfilled') handles.push(result.value);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);

    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = (await handles[0].db.execute(
      `select count(*)::int as n from "${schema}".__drizzle_migrations`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(applied.rows[0].n).toBe(journal.entries.length);
  });
});
