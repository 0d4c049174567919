import { OutboxCountsResult } from '@civicbrief/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { outbox, type DatabaseHandle } from '@civicbrief/gateway-db';
import { enqueue } from '../../outbox/enqueue';
import { migrationsFolder, openTestDatabase, testConfig, testDrivers } from '../../test/databases';

describe.each(testDrivers)('GET /api/ops/outbox on %s', (driver) => {
  let database: DatabaseHandle;
  let open: FastifyInstance;
  let guarded: FastifyInstance;
  const opsToken = 'an-operator-token-of-some-length';

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    // No provider keys: track rows wait, pending.
    open = await buildApp({ config: testConfig(), database, migrationsFolder, logger: false });
    guarded = await buildApp({ config: testConfig({ OPS_TOKEN: opsToken }), database, migrationsFolder, logger: false });
    for (const key of ['a', 'b']) {
      await enqueue(database.db, key, { kind: 'track', payload: { type: 'person', identifiers: { email: `${key}@example.com` }, action: 'delete' } });
    }
    await enqueue(database.db, 'c', { kind: 'track', payload: { type: 'person', identifiers: { email: 'c@example.com' }, action: 'delete' } });
    await database.db.update(outbox).set({ status: 'dead' }).where(eq(outbox.idempotencyKey, 'c'));
  });
  afterAll(async () => {
    await open?.close();
    await guarded?.close();
    await database?.close();
  });

  it('answers a caller on this machine with the counts when no OPS_TOKEN is set', async () => {
    const response = await open.inject({ method: 'GET', url: '/api/ops/outbox' });
    expect(response.statusCode).toBe(200);
    const counts = OutboxCountsResult.parse(response.json());
    expect(counts).toMatchObject({ pending: 2, delivered: 0, dead: 1 });
    expect(counts.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses proxied or remote callers without OPS_TOKEN (403)', async () => {
    const proxied = await open.inject({ method: 'GET', url: '/api/ops/outbox', headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(proxied.statusCode).toBe(403);
    const remote = await open.inject({ method: 'GET', url: '/api/ops/outbox', remoteAddress: '198.51.100.2' });
    expect(remote.statusCode).toBe(403);
  });

  it('with OPS_TOKEN wants the bearer token from everyone, loopback included (401 otherwise)', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${opsToken}`, `Bearer ${opsToken}x`]) {
      const response = await guarded.inject({ method: 'GET', url: '/api/ops/outbox', headers: authorization ? { authorization } : {} });
      expect([authorization, response.statusCode]).toEqual([authorization, 401]);
    }
    const allowed = await guarded.inject({ method: 'GET', url: '/api/ops/outbox', remoteAddress: '198.51.100.3', headers: { authorization: `Bearer ${opsToken}` } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ pending: 2, dead: 1 });
  });
});
