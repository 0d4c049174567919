import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@civicbrief/gateway-db';
import { openTestDatabase } from '../test/databases';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
// Both drivers answer execute() with { rows }; the shared Database type does not say so.
const rowsOf = (answer: unknown) => (answer as { rows: unknown[] }).rows;

// one slow query must not hold a connection for as long as it likes.
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
    const error = await db.execute(sql`select pg_sleep(3)`).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(Error);
    const cause = (error as Error & { cause?: { code?: string } }).cause ?? error;
    // query_canceled: "canceling statement due to statement timeout"
    expect(cause).toMatchObject({ code: '57014' });
    expect(rowsOf(await db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });
});

// Decision 040: PGlite runs in a thread of its own and cannot cancel a statement; its caller stops waiting at the limit.
describe('PGlite query time limit', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite', { statementTimeoutMs: 300 });
  });
  afterAll(() => database?.close());

  it("fails a query at the limit while the gateway's event loop goes on, and the database answers again afterwards", async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    // pg_sleep holds PGlite's thread for 3 s (it runs there, in WebAssembly, without yielding).
    const error = await database.db.execute(sql`select pg_sleep(3)`).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    clearInterval(ticker);
    // The caller got the limit's error, not the query's answer, and timers ran while it waited: nothing held this thread.
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error & { cause?: Error }).cause ?? error)).toMatch(/timeout/i);
    expect(ticks).toBeGreaterThan(0);
    expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });
});
