import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@civicbrief/gateway-db';
import { openTestDatabase } from '../test/databases';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
// Both drivers answer execute() with { rows }; the shared Database type does not say so.
const rowsOf = (answer: unknown) => (answer as { rows: unknown[] }).rows;

// Issue 9 item 1: one slow query must not hold a connection for as long as it likes.
onPostgres('PostgreSQL statement timeout', () => {
  const opened: DatabaseHandle[] = [];
  const open = async (options: { statementTimeoutMs?: number } = {}) => {
    const database = await openTestDatabase('postgres', options);
    opened.push(database);
    return database;
  };

  afterAll(() => Promise.all(opened.map((database) => database.close())));

  it('is 5 s on every pool connection by default', async () => {
    const { db } = await open();
    const answers = await Promise.all([1, 2, 3].map(() => db.execute(sql`show statement_timeout`)));
    expect(answers.map((answer) => rowsOf(answer)[0])).toEqual(Array(3).fill({ statement_timeout: '5s' }));
  });

  it('cancels a statement running longer than the configured timeout, and the migrations are not subject to it', async () => {
    const { db } = await open({ statementTimeoutMs: 200 });
    const error = await db.execute(sql`select pg_sleep(3)`).then(() => undefined, (failure: unknown) => failure);
    expect(error).toBeInstanceOf(Error);
    const cause = (error as Error & { cause?: { code?: string } }).cause ?? error;
    // query_canceled: "canceling statement due to statement timeout"
    expect(cause).toMatchObject({ code: '57014' });
    expect(rowsOf(await db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });
});
