import { startFakeGateway, type FakeGateway } from './fake-gateway';

// The test runner's hooks: jest's globals in the suites that call this (this file imports no test runner).
declare const beforeAll: (fn: () => Promise<void>) => void;
declare const beforeEach: (fn: () => void) => void;
declare const afterAll: (fn: () => Promise<void>) => void;

/**
 * A fake gateway for a whole test suite of loaders and actions: started before the suite (GATEWAY_URL points
 * at it), its record of requests cleared before each test, closed after the suite. Answers set with
 * `answer` stay until set again. Call it in a describe block's body.
 */
export function fakeGatewayForSuite(env: Record<string, string | undefined> = process.env): FakeGateway {
  let current: FakeGateway | null = null;
  const live = (): FakeGateway => {
    if (!current) throw new Error('The fake gateway starts in beforeAll: use it inside a test.');
    return current;
  };
  beforeAll(async () => {
    current = await startFakeGateway();
    env['GATEWAY_URL'] = current.url;
  });
  beforeEach(() => {
    live().received.length = 0;
  });
  afterAll(() => live().close());
  return {
    get url() {
      return live().url;
    },
    get received() {
      return live().received;
    },
    answer: (route, reply) => live().answer(route, reply),
    close: () => live().close(),
  };
}
