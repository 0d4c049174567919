import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string | string[]>;
}

export interface FakeGateway {
  url: string;
  received: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[];
  /** Sets the answer for `METHOD /path` (the query is ignored when matching). */
  answer(route: string, reply: FakeAnswer): void;
  close(): Promise<void>;
}

export interface FakeGatewayOptions {
  /** What to answer a request no `answer` was set for (default: 404 'no fake answer'). */
  fallback?: (method: string, url: URL) => FakeAnswer;
}

/** The gateway at the network edge, for loader and action tests: records requests, answers as told. */
export async function startFakeGateway({ fallback }: FakeGatewayOptions = {}): Promise<FakeGateway> {
  const answers = new Map<string, FakeAnswer>();
  const received: FakeGateway['received'] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const method = request.method ?? 'GET';
      const reply = answers.get(`${method} ${(request.url ?? '').split('?')[0]}`) ??
        fallback?.(method, new URL(request.url ?? '/', 'http://gateway.test')) ?? {
          status: 404,
          body: { message: 'no fake answer' },
        };
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (route, reply) => answers.set(route, reply),
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
