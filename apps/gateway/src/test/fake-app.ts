import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** How the fake answers one request: a status of its own, or `drop` (the connection closed with no answer). */
export type FakeAnswer = number | 'drop';

export interface FakeApp {
  url: string;
  received: ReceivedRequest[];
  /** The next requests get these answers, in order; after them, 200 again. */
  queue(...answers: FakeAnswer[]): void;
  /** Clears what was received and the answers still queued. */
  forget(): void;
  close(): Promise<void>;
}

/**
 * A stand-in for one Remix app at the network edge: records what arrives, answers with its name (and with
 * `headers`, e.g. a Cache-Control that lets the page cache keep its pages).
 */
export async function startFakeApp(name: string, headers: Record<string, string> = {}): Promise<FakeApp> {
  const received: ReceivedRequest[] = [];
  const queued: FakeAnswer[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      const answer = queued.shift() ?? 200;
      if (answer === 'drop') {
        request.socket.destroy();
        return;
      }
      response.writeHead(answer, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `default-src 'self'; script-src 'self' 'nonce-${name}'`,
        'x-app': name,
        ...headers,
      });
      response.end(`<h1>${name}</h1>`);
    });
  });
  // Port 0: the OS picks a free ephemeral port, so parallel test runs never collide.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    queue: (...answers) => queued.push(...answers),
    forget: () => {
      received.length = 0;
      queued.length = 0;
    },
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The address of a port nobody listens on: an app that is down. */
export async function deadAppUrl(): Promise<string> {
  const app = await startFakeApp('gone');
  await app.close();
  return app.url;
}
