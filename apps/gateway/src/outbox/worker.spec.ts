import { eq, sql } from 'drizzle-orm';
import { outbox, type DatabaseHandle } from '@civicbrief/gateway-db';
import { startFakeProvider, type FakeProvider } from '../test/fake-provider';
import { openTestDatabase, testDrivers } from '../test/databases';
import { sleep, until } from '../test/waiting';
import type { BackoffOptions } from './backoff';
import { enqueue } from './enqueue';
import type { TrackEntity } from './outbox-message';
import { createTrackDeliverer } from '../intake/track-deliverer';
import { createOutboxWorker, type OutboxWorkerOptions } from './worker';

const identify = (email: string): TrackEntity => ({
  type: 'person',
  identifiers: { email },
  action: 'identify',
  attributes: { email, unsubscribed: false },
});
const quietLog = () => ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() });
const MINUTE = 60_000;

describe.each(testDrivers)('outbox worker on %s', (driver) => {
  let database: DatabaseHandle;
  let provider: FakeProvider;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
    provider = await startFakeProvider();
  });
  afterEach(async () => {
    await provider.close();
  });

  function worker(overrides: Partial<OutboxWorkerOptions> & { timeoutMs?: number; backoff?: BackoffOptions } = {}) {
    const { timeoutMs, ...options } = overrides;
    return createOutboxWorker({
      db: database.db,
      maxAttempts: 5,
      log: quietLog(),
      backoff: { baseMs: MINUTE, capMs: 60 * MINUTE, random: () => 0 },
      deliverers: {
        track: createTrackDeliverer({
          trackUrl: provider.url,
          siteId: provider.siteId,
          apiKey: provider.apiKey,
          timeoutMs,
        }),
      },
      ...options,
    });
  }

  async function addRows(count: number, prefix = 'row'): Promise<string[]> {
    const keys = Array.from({ length: count }, (_, index) => `${prefix}:${index}`);
    for (const key of keys)
      await enqueue(database.db, key, { kind: 'track', payload: identify(`${key.replace(':', '-')}@example.com`) });
    return keys;
  }

  const rows = () => database.db.select().from(outbox).orderBy(outbox.id);
  const rowOf = async (key: string) =>
    (await database.db.select().from(outbox).where(eq(outbox.idempotencyKey, key)))[0];
  // Makes every waiting row due now, instead of sleeping through the backoff.
  const fastForward = () =>
    database.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.status, 'pending'));
  /** Seconds from the database's now() to the row's next attempt. */
  const secondsUntilNextAttempt = async (key: string) => {
    const [row] = await database.db
      .select({ seconds: sql<number>`extract(epoch from ${outbox.nextAttemptAt} - now())::float` })
      .from(outbox)
      .where(eq(outbox.idempotencyKey, key));
    return Number(row.seconds);
  };

  it('delivers each row exactly once, with its key, after the provider fails and recovers', async () => {
    const keys = await addRows(4);
    provider.failNext(3, 503);
    const outbox = worker();
    const first = await outbox.runOnce();
    expect(first).toEqual({ delivered: 1, failed: 3, dead: 0 });
    await fastForward();
    expect(await outbox.runOnce()).toEqual({ delivered: 3, failed: 0, dead: 0 });
    expect(await outbox.runOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });

    expect([...provider.accepted.keys()].sort()).toEqual([...keys].sort());
    expect(provider.requests).toHaveLength(7);
    expect(provider.requests.every((request) => request.authorized && request.path === '/api/v2/entity')).toBe(true);
    expect(provider.accepted.get('row:2')).toEqual(identify('row-2@example.com'));
    for (const row of await rows()) {
      expect(row.status).toBe('delivered');
      expect(row.deliveredAt).toBeInstanceOf(Date);
      expect(row.lockedUntil).toBeNull();
    }
    expect((await rows()).map((row) => row.attempts).sort()).toEqual([1, 2, 2, 2]);
  });

  it('sends the same key again after a lost answer, and the provider keeps one copy', async () => {
    await addRows(1);
    provider.hangNext(1, true);
    const outbox = worker({ timeoutMs: 300 });
    expect(await outbox.runOnce()).toEqual({ delivered: 0, failed: 1, dead: 0 });
    expect((await rowOf('row:0')).lastError).toBe('track API unreachable: no answer within 300 ms');
    await fastForward();
    expect(await outbox.runOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 });
    expect(provider.requests.map((request) => request.idempotencyKey)).toEqual(['row:0', 'row:0']);
    expect(provider.accepted.size).toBe(1);
  });

  it('waits base * 2^(tries-1) between tries (stored in next_attempt_at), longer when the provider says Retry-After', async () => {
    await addRows(1);
    provider.failNext(3, 500);
    const outbox = worker();
    for (const [tries, minutes] of [
      [1, 1],
      [2, 2],
      [3, 4],
    ]) {
      await outbox.runOnce();
      const row = await rowOf('row:0');
      expect(row).toMatchObject({ status: 'pending', attempts: tries });
      expect(await secondsUntilNextAttempt('row:0')).toBeGreaterThan(minutes * 60 - 10);
      expect(await secondsUntilNextAttempt('row:0')).toBeLessThanOrEqual(minutes * 60);
      // Not due yet: another run leaves it alone.
      expect(await outbox.runOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });
      await fastForward();
    }
    provider.failNext(1, 429, '900');
    await outbox.runOnce();
    expect(await secondsUntilNextAttempt('row:0')).toBeGreaterThan(890);
    expect((await rowOf('row:0')).lastError).toBe('track API answered 429: {"errors":[{"detail":"failure"}]}');
  });

  it('puts a row in the dead letters after the last allowed try, and logs it', async () => {
    await addRows(1);
    provider.failNext(10, 500);
    const log = quietLog();
    const outbox = worker({ maxAttempts: 3, log });
    const results = [];
    for (let run = 0; run < 4; run += 1) {
      results.push(await outbox.runOnce());
      await fastForward();
    }
    expect(results).toEqual([
      { delivered: 0, failed: 1, dead: 0 },
      { delivered: 0, failed: 1, dead: 0 },
      { delivered: 0, failed: 0, dead: 1 },
      { delivered: 0, failed: 0, dead: 0 },
    ]);
    expect(await rowOf('row:0')).toMatchObject({ status: 'dead', attempts: 3, lockedUntil: null });
    expect(provider.requests).toHaveLength(3);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ attempts: 3, kind: 'track' }),
      'outbox row gave up: dead letter',
    );
    expect(await outbox.counts()).toEqual({ pending: 0, delivered: 0, dead: 1, oldestPendingAgeSeconds: null });
  });

  it('gives up at once on a 4xx the provider will never accept (bad request, wrong keys)', async () => {
    await addRows(1, 'bad');
    provider.failNext(1, 400);
    expect(await worker().runOnce()).toEqual({ delivered: 0, failed: 0, dead: 1 });
    expect(await rowOf('bad:0')).toMatchObject({ status: 'dead', attempts: 1 });

    await addRows(1, 'unauthorized');
    const wrongKey = createOutboxWorker({
      db: database.db,
      maxAttempts: 5,
      log: quietLog(),
      deliverers: {
        track: createTrackDeliverer({ trackUrl: provider.url, siteId: provider.siteId, apiKey: 'wrong-key' }),
      },
    });
    expect(await wrongKey.runOnce()).toEqual({ delivered: 0, failed: 0, dead: 1 });
    const row = await rowOf('unauthorized:0');
    expect(row.lastError).toBe('track API answered 401: {"errors":[{"detail":"unauthorized"}]}');
  });

  it('never puts the API key into last_error', async () => {
    await addRows(1, 'leak');
    const leaky = createTrackDeliverer({
      trackUrl: provider.url,
      siteId: 'site',
      apiKey: 'top-secret-key',
      fetch: async () => new Response('invalid key top-secret-key', { status: 503 }),
    });
    await createOutboxWorker({
      db: database.db,
      maxAttempts: 5,
      log: quietLog(),
      deliverers: { track: leaky },
    }).runOnce();
    expect((await rowOf('leak:0')).lastError).toBe('track API answered 503: invalid key [redacted]');
  });

  it('without provider keys attempts nothing, fails nothing, and counts the waiting rows', async () => {
    await addRows(3);
    const outbox = worker({ deliverers: {} });
    expect(await outbox.runOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });
    expect(provider.requests).toHaveLength(0);
    for (const row of await rows())
      expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null, lockedUntil: null });
    const counts = await outbox.counts();
    expect(counts).toMatchObject({ pending: 3, delivered: 0, dead: 0 });
    expect(counts.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('two workers running at once never deliver a row twice', async () => {
    const keys = await addRows(30);
    const options = { batchSize: 7, concurrency: 3 };
    const [a, b] = [worker(options), worker(options)];
    let rounds = 0;
    while ((await a.counts()).pending > 0 && rounds < 20) {
      await Promise.all([a.runOnce(), b.runOnce(), a.runOnce()]);
      rounds += 1;
    }
    expect(provider.requests.map((request) => request.idempotencyKey).sort()).toEqual([...keys].sort());
    expect((await a.counts()).delivered).toBe(30);
  });

  it('skips rows another worker holds, and takes them over once its lease has run out', async () => {
    await addRows(1);
    await database.db.update(outbox).set({ lockedUntil: sql`now() + interval '1 minute'` });
    const outbox2 = worker();
    expect(await outbox2.runOnce()).toEqual({ delivered: 0, failed: 0, dead: 0 });
    await database.db.update(outbox).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect(await outbox2.runOnce()).toEqual({ delivered: 1, failed: 0, dead: 0 });
  });

  it('keeps no address in a delivered erasure row', async () => {
    await enqueue(database.db, 'erased:1', {
      kind: 'track',
      payload: { type: 'person', identifiers: { email: 'gone@example.com' }, action: 'delete' },
    });
    await worker().runOnce();
    expect(provider.accepted.get('erased:1')).toEqual({
      type: 'person',
      identifiers: { email: 'gone@example.com' },
      action: 'delete',
    });
    expect((await rowOf('erased:1')).payload).toEqual({
      type: 'person',
      identifiers: { id: 'erased' },
      action: 'delete',
    });
  });

  it('polls in the background once started, and stop() lets the batch in flight finish and be recorded', async () => {
    await addRows(2);
    const outbox = worker({ timeoutMs: 400 });
    outbox.start(20);
    await until(async () => (await outbox.counts()).delivered >= 2);
    expect((await outbox.counts()).delivered).toBe(2);

    provider.hangNext(1);
    await addRows(1, 'in-flight');
    await until(() => provider.requests.length >= 3);
    await outbox.stop();
    // The hanging call timed out before stop() resolved, and its outcome was written.
    expect(await rowOf('in-flight:0')).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });

    await addRows(1, 'after-stop');
    await sleep(100);
    expect(await rowOf('after-stop:0')).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
