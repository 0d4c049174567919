import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayClient, createIntakeClient, GatewayError } from '../index';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let handler: Handler;
let server: Server;
let baseUrl: string;
const hanging = new Set<ServerResponse>();

function answer(status: number, body: unknown, contentType = 'application/json'): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': contentType });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

beforeAll(async () => {
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  for (const res of hanging) res.destroy();
  hanging.clear();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof GatewayError)) throw new Error(`expected a GatewayError, got ${String(error)}`);
  return error;
}

describe('gateway client', () => {
  it('reads health from GET /healthz', async () => {
    const paths: string[] = [];
    handler = (req, res) => {
      paths.push(`${req.method} ${req.url} ${req.headers.accept}`);
      answer(200, { status: 'ok' })(req, res);
    };
    await expect(createGatewayClient({ baseUrl: `${baseUrl}/` }).health()).resolves.toEqual({ status: 'ok' });
    expect(paths).toEqual(['GET /healthz application/json']);
  });

  it('returns readiness, including the 503 "unavailable" report', async () => {
    const ready = { status: 'ready', database: { driver: 'pglite', ok: true } };
    handler = answer(200, ready);
    await expect(createGatewayClient({ baseUrl }).readiness()).resolves.toEqual(ready);
    const down = { status: 'unavailable', database: { driver: 'postgres', ok: false } };
    handler = answer(503, down);
    await expect(createGatewayClient({ baseUrl }).readiness()).resolves.toEqual(down);
  });

  it('throws a GatewayError with status and field errors for an ErrorResult answer', async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid body',
      fieldErrors: { email: ['Please enter an email address'] },
    };
    handler = answer(400, body);
    const error = await failure(createGatewayClient({ baseUrl }).health());
    expect(error).toMatchObject({ status: 400, kind: 'http', message: 'Invalid body', body });
    expect(error.fieldErrors).toEqual({ email: ['Please enter an email address'] });
  });

  it('keeps the status when the error body is not an ErrorResult', async () => {
    handler = answer(502, '<html>Bad gateway</html>', 'text/html');
    const error = await failure(createGatewayClient({ baseUrl }).health());
    expect(error).toMatchObject({ status: 502, kind: 'http', body: null });
    expect(error.fieldErrors).toEqual({});
    handler = answer(503, { status: 'down' });
    expect(await failure(createGatewayClient({ baseUrl }).readiness())).toMatchObject({ status: 503, kind: 'http' });
  });

  it('rejects a 2xx answer that breaks the contract', async () => {
    handler = answer(200, { status: 'fine' });
    expect(await failure(createGatewayClient({ baseUrl }).health())).toMatchObject({
      status: 200,
      kind: 'invalid-response',
    });
    handler = answer(200, 'not json', 'text/plain');
    expect(await failure(createGatewayClient({ baseUrl }).health())).toMatchObject({
      status: 200,
      kind: 'invalid-response',
    });
  });

  it('times out a gateway that does not answer, or stalls mid-body', async () => {
    handler = (_req, res) => hanging.add(res);
    const silent = await failure(createGatewayClient({ baseUrl, timeoutMs: 100 }).health());
    expect(silent).toMatchObject({ status: 0, kind: 'timeout' });
    handler = (_req, res) => {
      hanging.add(res);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"status":');
    };
    expect(await failure(createGatewayClient({ baseUrl, timeoutMs: 100 }).health())).toMatchObject({ kind: 'timeout' });
  });

  it('reports an unreachable gateway as a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(createGatewayClient({ baseUrl: `http://127.0.0.1:${port}` }).health());
    expect(error).toMatchObject({ status: 0, kind: 'network' });
  });

  // The forms' client (only the intake calls) is the same calls as the whole client's.
  it.each([
    ['the whole client', createGatewayClient],
    ['the intake client', createIntakeClient],
  ])(
    'looks a subscriber up by id, null for a 404, naming the visitor with the relay secret (%s)',
    async (_, create) => {
      const seen: string[] = [];
      handler = (req, res) => {
        seen.push(`${req.url} ${req.headers['x-civicbrief-client-ip'] ?? '-'}`);
        answer(404, { statusCode: 404, error: 'Not Found', message: 'No person with this identifier' })(req, res);
      };
      const client = create({ baseUrl, relaySecret: 'r'.repeat(32) });
      await expect(
        client.customerAttributes('0b6f1c1e-5d3a-4c7e-9a51-2f4f4d1f8a10', { forwardedFor: '203.0.113.7' }),
      ).resolves.toBeNull();
      await expect(client.customerAttributes('a b')).resolves.toBeNull();
      expect(seen).toEqual([
        '/api/customerio/customersAttributes?identifier=0b6f1c1e-5d3a-4c7e-9a51-2f4f4d1f8a10 203.0.113.7',
        '/api/customerio/customersAttributes?identifier=a%20b -',
      ]);
    },
  );

  it('uses the fetch it is given', async () => {
    handler = answer(200, { status: 'ok' });
    const calls: string[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      calls.push(String(input));
      return fetch(input, init);
    };
    await createGatewayClient({ baseUrl, fetch: recordingFetch }).health();
    expect(calls).toEqual([`${baseUrl}/healthz`]);
  });
});
