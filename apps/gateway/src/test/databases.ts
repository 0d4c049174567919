import { resolve } from 'node:path';
import { loadConfig, type AppConfig } from '../config/env';
import { openDatabase, type DatabaseDriver, type DatabaseHandle } from '../db/client';

export const migrationsFolder = resolve(__dirname, '../../drizzle');

/** PGlite in memory always; PostgreSQL too when TEST_DATABASE_URL points at one. */
export const testDrivers: DatabaseDriver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** One migrated database per test file and driver (a new PGlite costs ~1.7 s and ~750 MB). */
export function openTestDatabase(driver: DatabaseDriver): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: driver === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
    pgliteDir: 'memory://',
    migrationsFolder,
  });
}

export function testConfig(env: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
}
