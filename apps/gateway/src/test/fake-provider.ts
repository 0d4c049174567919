import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderRequest {
  path: string;
  idempotencyKey: string | undefined;
  authorized: boolean;
  body: unknown;
  /** What the fake did: answered with this status, or hung without answering. */
  answer: number | 'hang';
}

type Failure = { status: number; retryAfter?: string } | { hang: true; accept: boolean };

export interface FakeProvider {
  /** Base URL to use as CUSTOMERIO_TRACK_URL. */
  url: string;
  siteId: string;
  apiKey: string;
  /** Every request, in arrival order. */
  requests: ProviderRequest[];
  /** Accepted bodies by Idempotency-Key: a key the fake has accepted before is answered 200 and not added again. */
  accepted: Map<string, unknown>;
  /** The next `count` requests fail with `status` (with Retry-After when given). */
  failNext(count: number, status?: number, retryAfter?: string): void;
  /** The next `count` requests get no answer; with `accept` the body counts as received first (a lost response). */
  hangNext(count: number, accept?: boolean): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for the Track API v2 (`POST /api/v2/entity`, Basic auth site id : API key) that
 * behaves like the real one at the network edge, including its failures and its dedupe of keys.
 */
export async function startFakeProvider(siteId = 'site-123', apiKey = 'key-secret-456'): Promise<FakeProvider> {
  const requests: ProviderRequest[] = [];
  const accepted = new Map<string, unknown>();
  const failures: Failure[] = [];
  const hanging = new Set<ServerResponse>();
  const expectedAuth = `Basic ${Buffer.from(`${siteId}:${apiKey}`).toString('base64')}`;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      const authorized = request.headers.authorization === expectedAuth;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString());
      } catch {
        body = undefined;
      }
      const entry: ProviderRequest = { path: request.url ?? '', idempotencyKey: key, authorized, body, answer: 200 };
      requests.push(entry);
      const accept = () => {
        if (key && !accepted.has(key)) accepted.set(key, body);
      };
      const answer = (status: number, json: unknown, headers: Record<string, string> = {}) => {
        entry.answer = status;
        response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(json));
      };

      if (request.method !== 'POST' || request.url !== '/api/v2/entity')
        return answer(404, { errors: [{ detail: 'not found' }] });
      if (!authorized) return answer(401, { errors: [{ detail: 'unauthorized' }] });
      const failure = failures.shift();
      if (failure && 'hang' in failure) {
        if (failure.accept) accept();
        entry.answer = 'hang';
        hanging.add(response);
        return;
      }
      if (failure)
        return answer(
          failure.status,
          { errors: [{ detail: 'failure' }] },
          failure.retryAfter ? { 'retry-after': failure.retryAfter } : {},
        );
      if (body === undefined) return answer(400, { errors: [{ detail: 'body is not JSON' }] });
      accept();
      return answer(200, {});
    });
  });
  // Port 0: the OS picks a free port, so parallel test files never collide.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    siteId,
    apiKey,
    requests,
    accepted,
    failNext: (count, status = 500, retryAfter) => {
      for (let index = 0; index < count; index += 1) failures.push({ status, retryAfter });
    },
    hangNext: (count, accept = false) => {
      for (let index = 0; index < count; index += 1) failures.push({ hang: true, accept });
    },
    close: () =>
      new Promise((resolve, reject) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
