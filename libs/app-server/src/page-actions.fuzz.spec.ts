import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createAppServer } from './lib/create-app-server';
import { startFakeGateway, type FakeGateway } from './testing/fake-gateway';
import { pageActionInputs, type PageActionInput } from './testing/page-action-inputs';
import { loadRemixApp } from './testing/remix-app';
import { closeIdleSockets, sendPageAction } from './testing/send-page-action';

/**
 * Every page action of every Remix app, driven in-process through the real app server (its middleware
 * and Remix's request handling) with generated requests: none may answer 5xx. The apps' routes are
 * found on disk, so a new action is fuzzed without touching this file.
 */

const RUNS = 1000;
const CONCURRENCY = 4;
const seed = Number(process.env['FUZZ_SEED'] ?? Date.now());
const workspace = resolve(__dirname, '../../..');

interface AppCase {
  name: string;
  /** The route ids that must be found with an action (guards against finding none by mistake). */
  actions: string[];
  queries?: string[];
  /** Extra Cookie headers to try, e.g. civic's preview cookie, which the login action needs. */
  cookies?: (appDirectory: string) => Promise<string[]>;
}

const previewCookie = async (appDirectory: string) => {
  const { previewCookie } = require(join(appDirectory, 'components/preview/preview.server.ts')) as {
    previewCookie: { serialize(value: unknown): Promise<string> };
  };
  return [(await previewCookie.serialize(true)).split(';')[0]];
};

const apps: AppCase[] = [
  {
    name: 'civic',
    actions: [
      'routes/alerts.confirm',
      'routes/alerts.manage',
      'routes/alerts.new',
      'routes/alerts.unsubscribe',
      'routes/dashboard',
      'routes/login',
      'routes/newsletter.confirm',
      'routes/newsletter.my-data',
      'routes/newsletter.unsubscribe',
      'routes/preview_.exit',
      'routes/request-a-city',
      'routes/rsvp',
      'routes/saratoga-survey',
      'routes/subscribe',
      'routes/survey',
    ],
    queries: [
      '',
      '?token=valid-confirm',
      '?token=valid-unsubscribe',
      '?token=valid-data',
      '?token=valid-alert-confirm',
      '?token=valid-alert-manage',
      '?q=zoning&state=ca',
      '?city=Saratoga&state=CA&county=Santa+Clara+County&id=sub-1',
      '?redirect=/.//evil.example',
    ],
    cookies: previewCookie,
  },
  {
    name: 'marketing',
    actions: ['routes/_index', 'routes/contact', 'routes/government', 'routes/onboarding', 'routes/real-estate'],
    queries: ['', '?id=sub-1'],
  },
  { name: 'ai-policy', actions: [] },
];

const describeInput = (input: PageActionInput) =>
  `${input.method} ${input.data ? 'data' : 'document'} ${input.contentType ?? '(no type)'} origin=${input.origin ?? '-'} ` +
  `query=${input.query.slice(0, 60)} body=${JSON.stringify(input.body.subarray(0, 80).toString())}${input.body.length > 80 ? `…(${input.body.length} bytes)` : ''}`;

let gateway: FakeGateway;
let clientDir: string;
const fiveHundreds: Record<string, number> = {};

beforeAll(async () => {
  gateway = await startFakeGateway();
  process.env['GATEWAY_URL'] = gateway.url;
  clientDir = mkdtempSync(join(tmpdir(), 'page-actions-'));
});
afterAll(async () => {
  closeIdleSockets();
  await gateway.close();
  rmSync(clientDir, { recursive: true, force: true });
  console.info(`page action fuzz (seed ${seed}): answers >= 500 per app: ${JSON.stringify(fiveHundreds)}`);
});

describe.each(apps)('page actions of $name', ({ name, actions, queries, cookies }) => {
  const appDirectory = join(workspace, 'apps', name, 'app');
  const app = loadRemixApp(appDirectory);
  let server: Server;
  let origin: string;
  let cookieHeaders: (string | undefined)[] = [undefined];

  beforeAll(async () => {
    const express = createAppServer({ build: app.build, clientDir, assetPrefix: '/_test/' });
    server = await new Promise<Server>((done) => {
      const listening = express.listen(0, '127.0.0.1', () => done(listening));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (cookies) cookieHeaders = [undefined, ...(await cookies(appDirectory))];
    fiveHundreds[name] = 0;
  });
  afterAll(async () => {
    const closed = new Promise((done) => server.close(done));
    server.closeAllConnections();
    await closed;
  });

  it('finds every route with an action', () => {
    expect(app.actionRoutes.map((route) => route.id).sort()).toEqual(actions);
  });

  // it.each refuses an empty table; an app without actions has nothing more to fuzz.
  it.each(app.actionRoutes.length ? app.actionRoutes : [{ id: '', path: '(none)' }])(
    `answers $path below 500 for ${RUNS} generated requests`,
    async ({ id, path }) => {
      if (!id) return;
      const inputs = fc.sample(pageActionInputs(queries, cookieHeaders), { numRuns: RUNS, seed });
      const failures: string[] = [];
      const queue = [...inputs];
      const worker = async () => {
        for (let input = queue.shift(); input; input = queue.shift()) {
          const answer = await sendPageAction(origin, path, id, input).catch((error: Error) => ({
            status: 0,
            error: error.message,
          }));
          if (answer.status >= 500 || answer.status === 0)
            failures.push(`${answer.status || ('error' in answer ? answer.error : '')} ${describeInput(input)}`);
        }
      };
      app.errors.length = 0;
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      fiveHundreds[name] += failures.length;
      // What Remix reported (4xx refusals included): the likely causes when there are failures.
      const reasons = failures.length
        ? [
            ...new Set(
              app.errors.map((error) => (error instanceof Error ? error.message : JSON.stringify(error)).slice(0, 200)),
            ),
          ]
        : [];
      expect({ count: failures.length, seed, examples: failures.slice(0, 5), reasons: reasons.slice(0, 8) }).toEqual({
        count: 0,
        seed,
        examples: [],
        reasons: [],
      });
    },
    60_000,
  );
});
