import { RELAY_CLIENT_IP_HEADER, RELAY_SECRET_HEADER } from '@civicbrief/gateway-client';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { LOGIN_ATTEMPTS_PER_ADDRESS } from '../routes/auth/login-limits';
import { freshAddress } from '../test/accounts';
import { gatewayTest, testApp } from '../test/gateway-test';

const relaySecret = 'a-relay-secret-of-at-least-32-characters';

/**
 * Whose address the per-client limits count (decision 012), seen through the sign-in limit of
 * LOGIN_ATTEMPTS_PER_ADDRESS attempts a minute per address: an attempt refused with 429 counted against
 * the address that was already used up.
 */
describe('the client address of per-client limits', () => {
  const setup = gatewayTest('pglite', async (database) => ({
    // The production default: no trusted proxy.
    direct: await testApp(database, { TRUST_PROXY: 'false', GATEWAY_RELAY_SECRET: relaySecret }),
    behindProxy: await testApp(database, { TRUST_PROXY: '10.0.0.0/8' }),
  }));

  let attempts = 0;
  const attempt = (app: FastifyInstance, options: Pick<InjectOptions, 'headers' | 'remoteAddress'>) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `nobody${(attempts += 1)}@example.com`, password: 'guess' },
      ...options,
    });

  /** Uses up the limit of the address these options count as, and answers the status of one more attempt. */
  async function afterLimit(
    app: FastifyInstance,
    spend: () => Pick<InjectOptions, 'headers' | 'remoteAddress'>,
    next = spend(),
  ) {
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ADDRESS; i += 1) expect((await attempt(app, spend())).statusCode).toBe(401);
    return (await attempt(app, next)).statusCode;
  }

  it('is the peer, whatever X-Forwarded-For it rotates through', async () => {
    const remoteAddress = freshAddress();
    const rotating = () => ({ remoteAddress, headers: { 'x-forwarded-for': freshAddress() } });
    expect(await afterLimit(setup.direct, rotating)).toBe(429);
  });

  it('is the peer for calls from this machine too: loopback is no proxy unless TRUST_PROXY says so', async () => {
    const loopback = await testApp(setup.database, { TRUST_PROXY: 'false' });
    try {
      expect(await afterLimit(loopback, () => ({ headers: { 'x-forwarded-for': freshAddress() } }))).toBe(429);
    } finally {
      await loopback.close();
    }
  });

  it('is the client a trusted proxy names (TRUST_PROXY), and the peer for anyone else', async () => {
    const proxy = '10.1.2.3';
    const client = freshAddress();
    expect(
      await afterLimit(setup.behindProxy, () => ({ remoteAddress: proxy, headers: { 'x-forwarded-for': client } })),
    ).toBe(429);
    // Another client behind the same proxy has its own count.
    expect(
      (await attempt(setup.behindProxy, { remoteAddress: proxy, headers: { 'x-forwarded-for': freshAddress() } }))
        .statusCode,
    ).toBe(401);
    // Outside the trusted range, X-Forwarded-For is a claim like any other.
    const outsider = freshAddress();
    expect(
      await afterLimit(setup.behindProxy, () => ({
        remoteAddress: outsider,
        headers: { 'x-forwarded-for': freshAddress() },
      })),
    ).toBe(429);
  });

  it('is the visitor an app names with the relay secret', async () => {
    const visitor = freshAddress();
    const relayed = (address: string) => ({
      headers: { [RELAY_SECRET_HEADER]: relaySecret, [RELAY_CLIENT_IP_HEADER]: address },
    });
    expect(await afterLimit(setup.direct, () => relayed(visitor))).toBe(429);
    // The app server itself, and its other visitors, are not held back by one visitor's attempts.
    expect((await attempt(setup.direct, relayed(freshAddress()))).statusCode).toBe(401);
    expect((await attempt(setup.direct, {})).statusCode).toBe(401);
  });

  it('ignores a relayed address without the secret, with a wrong one, or when it is no address', async () => {
    const remoteAddress = freshAddress();
    const forged = [
      () => ({ remoteAddress, headers: { [RELAY_CLIENT_IP_HEADER]: freshAddress() } }),
      () => ({
        remoteAddress,
        headers: { [RELAY_SECRET_HEADER]: `${relaySecret}x`, [RELAY_CLIENT_IP_HEADER]: freshAddress() },
      }),
      () => ({
        remoteAddress,
        headers: { [RELAY_SECRET_HEADER]: relaySecret, [RELAY_CLIENT_IP_HEADER]: 'not-an-address' },
      }),
    ];
    let round = 0;
    expect(await afterLimit(setup.direct, () => forged[(round += 1) % forged.length]())).toBe(429);
  });

  it('ignores relayed addresses altogether when no relay secret is configured', async () => {
    const remoteAddress = freshAddress();
    const guessing = () => ({
      remoteAddress,
      headers: { [RELAY_SECRET_HEADER]: '', [RELAY_CLIENT_IP_HEADER]: freshAddress() },
    });
    expect(await afterLimit(setup.behindProxy, guessing)).toBe(429);
  });
});
