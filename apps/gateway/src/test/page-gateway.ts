import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '@civicbrief/gateway-db';
import { migrationsFolder, openTestDatabase, testConfig } from './databases';
import { deadAppUrl, startFakeApp, type FakeApp } from './fake-app';

export interface PageGateway {
  app: FastifyInstance;
  civic: FakeApp;
  marketing: FakeApp;
  database: DatabaseHandle;
  /** Clears what the fake apps received and their queued answers (before each test). */
  forget(): void;
  close(): Promise<void>;
}

/** The gateway in front of fake civic and marketing apps (ai-policy is down), over a database of its own. */
export async function startPageGateway(env: NodeJS.ProcessEnv = {}): Promise<PageGateway> {
  const [civic, marketing, database] = await Promise.all([
    startFakeApp('civic'),
    startFakeApp('marketing'),
    openTestDatabase('pglite'),
  ]);
  const config = testConfig({
    CIVIC_URL: civic.url,
    MARKETING_URL: marketing.url,
    AI_POLICY_URL: await deadAppUrl(),
    ...env,
  });
  const app = await buildApp({ config, database, migrationsFolder, logger: false });
  return {
    app,
    civic,
    marketing,
    database,
    forget: () => {
      civic.forget();
      marketing.forget();
    },
    close: async () => {
      await app.close();
      await Promise.all([civic.close(), marketing.close(), database.close()]);
    },
  };
}
