import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { RATE_LIMIT_CLIENT_NAME, RATE_LIMIT_NAMESPACE } from '../../plugins/external/rate-limit';
import { deadAppUrl } from '../../test/fake-app';
import { cityBody, post, urls } from '../../test/intake';
import { gatewayTest, testApp } from '../../test/gateway-test';

const redisUrl = process.env.TEST_REDIS_URL;

describe('intake rate limits in Redis', () => {
  const setup = gatewayTest('pglite', async () => ({}));

  it('lets submissions through when Redis cannot be reached: a counter never fails a request', async () => {
    const deadRedis = (await deadAppUrl()).replace('http:', 'redis:');
    const app = await testApp(setup.database, { REDIS_URL: deadRedis, INTAKE_RATE_LIMIT: '1' });
    try {
      const client = `redis-down-${randomUUID()}`;
      for (let call = 1; call <= 3; call += 1)
        expect((await post(app, urls.cityRequest, cityBody('Downtown'), { client })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  (redisUrl ? describe : describe.skip)('against TEST_REDIS_URL', () => {
    let redis: Redis;
    const ourClients = async () =>
      String(await redis.client('LIST'))
        .split('\n')
        .filter((line) => line.includes(`name=${RATE_LIMIT_CLIENT_NAME}`));

    beforeAll(() => {
      redis = new Redis(redisUrl as string);
    });

    afterAll(async () => {
      await redis?.quit();
    });

    it('shares one counter per call and client between gateways, and closes its connection with the app', async () => {
      const env = { REDIS_URL: redisUrl, INTAKE_RATE_LIMIT: '3' };
      const [first, second]: FastifyInstance[] = await Promise.all([
        testApp(setup.database, env),
        testApp(setup.database, env),
      ]);
      const client = `shared-${randomUUID()}`;
      try {
        expect((await post(first, urls.cityRequest, cityBody('Shared'), { client })).statusCode).toBe(200);
        expect((await post(second, urls.cityRequest, cityBody('Shared'), { client })).statusCode).toBe(200);
        expect((await post(first, urls.cityRequest, cityBody('Shared'), { client })).statusCode).toBe(200);
        expect((await post(second, urls.cityRequest, cityBody('Shared'), { client })).statusCode).toBe(429);
        expect((await post(second, urls.identify, {}, { client })).statusCode).toBe(400);

        const keys = await redis.keys(`${RATE_LIMIT_NAMESPACE}*${client}`);
        expect(keys.sort()).toEqual([
          `${RATE_LIMIT_NAMESPACE}POST/api/customerio/entityCreate-intake:identify:${client}`,
          `${RATE_LIMIT_NAMESPACE}POST/api/rds/request_a_city-intake:request-a-city:${client}`,
        ]);
        expect(await redis.get(keys.find((key) => key.includes('request_a_city')) as string)).toBe('4');
        expect(await redis.pttl(keys[0])).toBeGreaterThan(0);
        expect((await ourClients()).length).toBeGreaterThanOrEqual(2);
      } finally {
        await first.close();
        await second.close();
      }
      // The server notices a closed connection a moment later.
      for (let wait = 0; wait < 50 && (await ourClients()).length > 0; wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await ourClients()).toEqual([]);
    });
  });
});
