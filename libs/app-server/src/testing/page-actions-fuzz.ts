import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppServer } from '../lib/create-app-server';
import { pageActionInputs, type PageActionInput } from './page-action-inputs';
import { loadRemixApp } from './remix-app';
import { closeIdleSockets, sendPageAction } from './send-page-action';

// The test runner's functions: jest's globals in the suites that call this (this file imports no test runner).
declare const describe: (name: string, fn: () => void) => void;
declare const it: {
  (name: string, fn: () => unknown, timeout?: number): void;
};
declare const beforeAll: (fn: () => Promise<void>) => void;
declare const afterAll: (fn: () => Promise<void>) => void;
declare const expect: (value: unknown) => { toEqual(expected: unknown): void };

const RUNS = 1000;
const CONCURRENCY = 4;

export interface PageActionsFuzz {
  /** The app's `app` folder (its routes are found there, as `remix vite:build` lays them out). */
  appDirectory: string;
  /** The route ids that must be found with an action (guards against finding none by mistake). */
  actions: string[];
  queries?: string[];
  /** Extra Cookie headers to try, e.g. civic's preview cookie, which the login action needs. */
  cookies?: () => Promise<string[]>;
  /** The gateway the actions call (GATEWAY_URL is set to it): a fake answering like the real one. */
  startGateway: () => Promise<{ url: string; close(): Promise<void> }>;
}

/**
 * Every page action of an app, driven in-process through the real app server (its middleware and Remix's request
 * handling) with 1,000 generated requests each (FUZZ_SEED to replay a run): none may answer 5xx. The routes are found
 * on disk, so a new action is fuzzed without touching the app's spec. Call it in a spec file's body.
 */
export function fuzzPageActions({ appDirectory, actions, queries, cookies, startGateway }: PageActionsFuzz): void {
  const seed = Number(process.env['FUZZ_SEED'] ?? Date.now());
  const app = loadRemixApp(appDirectory);
  let gateway: { url: string; close(): Promise<void> };
  let clientDir: string;
  let server: Server;
  let origin: string;
  let cookieHeaders: (string | undefined)[] = [undefined];

  describe(`page actions of ${appDirectory}`, () => {
    beforeAll(async () => {
      gateway = await startGateway();
      process.env['GATEWAY_URL'] = gateway.url;
      clientDir = mkdtempSync(join(tmpdir(), 'page-actions-'));
      const express = createAppServer({ build: app.build, clientDir, assetPrefix: '/_test/' });
      server = await new Promise<Server>((done) => {
        const listening = express.listen(0, '127.0.0.1', () => done(listening));
      });
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      if (cookies) cookieHeaders = [undefined, ...(await cookies())];
    });
    afterAll(async () => {
      closeIdleSockets();
      const closed = new Promise((done) => server.close(done));
      server.closeAllConnections();
      await closed;
      await gateway.close();
      rmSync(clientDir, { recursive: true, force: true });
    });

    it('finds every route with an action', () => {
      expect(app.actionRoutes.map((route) => route.id).sort()).toEqual([...actions].sort());
    });

    for (const { id, path } of app.actionRoutes) {
      it(`answers ${path} below 500 for ${RUNS} generated requests (seed ${seed})`, async () => {
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
        // What Remix reported (4xx refusals included): the likely causes when there are failures.
        const reasons = failures.length
          ? [
              ...new Set(
                app.errors.map((error) =>
                  (error instanceof Error ? error.message : JSON.stringify(error)).slice(0, 200),
                ),
              ),
            ]
          : [];
        expect({ count: failures.length, seed, examples: failures.slice(0, 5), reasons: reasons.slice(0, 8) }).toEqual({
          count: 0,
          seed,
          examples: [],
          reasons: [],
        });
      }, 60_000);
    }
  });
}

const describeInput = (input: PageActionInput) =>
  `${input.method} ${input.data ? 'data' : 'document'} ${input.contentType ?? '(no type)'} origin=${input.origin ?? '-'} ` +
  `query=${input.query.slice(0, 60)} body=${JSON.stringify(input.body.subarray(0, 80).toString())}${input.body.length > 80 ? `…(${input.body.length} bytes)` : ''}`;
