import { OutboxCountsResult } from '@civicbrief/contracts';
import { eq } from 'drizzle-orm';
import { outbox } from '@civicbrief/gateway-db';
import { enqueue } from '../../outbox/enqueue';
import { testDrivers } from '../../test/databases';
import { gatewayTest, testApp } from '../../test/gateway-test';

describe.each(testDrivers)('GET /api/ops/outbox on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => {
    // No provider keys: track rows wait, pending.
    const open = await testApp(database);
    const guarded = await testApp(database, { OPS_TOKEN: opsToken });
    for (const key of ['a', 'b']) {
      await enqueue(database.db, key, {
        kind: 'track',
        payload: { type: 'person', identifiers: { email: `${key}@example.com` }, action: 'delete' },
      });
    }
    await enqueue(database.db, 'c', {
      kind: 'track',
      payload: { type: 'person', identifiers: { email: 'c@example.com' }, action: 'delete' },
    });
    await database.db.update(outbox).set({ status: 'dead' }).where(eq(outbox.idempotencyKey, 'c'));
    return { open, guarded };
  });

  const opsToken = 'an-operator-token-of-some-length';

  it('answers a caller on this machine with the counts when no OPS_TOKEN is set', async () => {
    const response = await setup.open.inject({ method: 'GET', url: '/api/ops/outbox' });
    expect(response.statusCode).toBe(200);
    const counts = OutboxCountsResult.parse(response.json());
    expect(counts).toMatchObject({ pending: 2, delivered: 0, dead: 1 });
    expect(counts.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses proxied or remote callers without OPS_TOKEN (403)', async () => {
    const proxied = await setup.open.inject({
      method: 'GET',
      url: '/api/ops/outbox',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(proxied.statusCode).toBe(403);
    // A local proxy that says who it relays in any header but X-Forwarded-For (request.ip stays 127.0.0.1).
    for (const [name, value] of [
      ['forwarded', 'for=198.51.100.1;proto=https'],
      ['x-real-ip', '198.51.100.1'],
      ['x-forwarded-host', 'civicbrief.example'],
      ['x-forwarded-proto', 'https'],
      ['via', '1.1 nginx'],
      ['x-civicbrief-client-ip', '198.51.100.1'],
    ]) {
      const relayed = await setup.open.inject({ method: 'GET', url: '/api/ops/outbox', headers: { [name]: value } });
      expect([name, relayed.statusCode]).toEqual([name, 403]);
    }
    const remote = await setup.open.inject({ method: 'GET', url: '/api/ops/outbox', remoteAddress: '198.51.100.2' });
    expect(remote.statusCode).toBe(403);
    // DNS rebinding: another site's page, its name pointed at 127.0.0.1, sends its own name as Host.
    for (const host of [
      'attacker.example',
      'attacker.example:3000',
      '127.0.0.1.attacker.example',
      'localhost.attacker.example',
      'localhost.',
      'LOCALHOST..:3000',
    ]) {
      const rebound = await setup.open.inject({ method: 'GET', url: '/api/ops/outbox', headers: { host } });
      expect([host, rebound.statusCode]).toEqual([host, 403]);
    }
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:3000']) {
      expect((await setup.open.inject({ method: 'GET', url: '/api/ops/outbox', headers: { host } })).statusCode).toBe(
        200,
      );
    }
  });

  it('with OPS_TOKEN wants the bearer token from everyone, loopback included (401 otherwise)', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${opsToken}`, `Bearer ${opsToken}x`]) {
      const response = await setup.guarded.inject({
        method: 'GET',
        url: '/api/ops/outbox',
        headers: authorization ? { authorization } : {},
      });
      expect([authorization, response.statusCode]).toEqual([authorization, 401]);
    }
    const allowed = await setup.guarded.inject({
      method: 'GET',
      url: '/api/ops/outbox',
      remoteAddress: '198.51.100.3',
      headers: { authorization: `Bearer ${opsToken}` },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ pending: 2, dead: 1 });
  });
});
