import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseDriver, DatabaseHandle } from '@civicbrief/gateway-db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { migrationsFolder, openTestDatabase, testConfig } from './databases';

/** The gateway app over a test database, configured by testConfig(env), logging nothing. */
export function testApp(database: DatabaseHandle, env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  return buildApp({ config: testConfig(env), database, migrationsFolder, logger: false });
}

/** A new temporary folder; as a part built by gatewayTest it is removed after the tests. */
export async function tempFolder(prefix: string): Promise<{ path: string; close(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, close: () => rm(path, { recursive: true, force: true }) };
}

const closable = (part: unknown): part is { close(): unknown } =>
  typeof part === 'object' && part !== null && typeof (part as { close?: unknown }).close === 'function';

/**
 * The set-up the gateway's integration specs share, for one driver of testDrivers: before the tests, a
 * migrated test database and what `build` makes over it (apps, fakes, ids); after them, every part that can
 * close is closed in the order built, then the database. The answer holds `database` and the built parts
 * from beforeAll on.
 */
export function gatewayTest<Parts extends object>(
  driver: DatabaseDriver,
  build: (database: DatabaseHandle) => Promise<Parts>,
  options: { statementTimeoutMs?: number } = {},
): { database: DatabaseHandle } & Parts {
  const setup = {} as { database: DatabaseHandle } & Parts;
  const built: unknown[] = [];
  beforeAll(async () => {
    setup.database = await openTestDatabase(driver, options);
    const parts = await build(setup.database);
    built.push(...Object.values(parts));
    Object.assign(setup, parts);
  });
  afterAll(async () => {
    for (const part of built) if (closable(part)) await part.close();
    await setup.database?.close();
  });
  return setup;
}
