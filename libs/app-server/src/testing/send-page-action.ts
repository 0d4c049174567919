import { Agent, request } from 'node:http';
import type { PageActionInput } from './page-action-inputs';

const agent = new Agent({ keepAlive: true, maxSockets: 8 });
/** An answer slower than this is a hang, not a slow machine. */
const HANG_MS = 10_000;

export interface PageActionAnswer {
  status: number;
  contentType: string | undefined;
  body: string;
}

/** Sends one input to `path` (route `routeId`) on the server at `origin`; resolves with its answer. */
export function sendPageAction(
  origin: string,
  path: string,
  routeId: string,
  input: PageActionInput,
): Promise<PageActionAnswer> {
  const dataQuery = input.data ? `_data=${encodeURIComponent(routeId)}` : '';
  const query = [input.query.replace(/^\?/, ''), dataQuery].filter(Boolean).join('&');
  const headers: Record<string, string | number> = { 'content-length': input.body.length };
  if (input.contentType !== undefined) headers['content-type'] = input.contentType;
  if (input.origin !== undefined) headers['origin'] = input.origin === 'same' ? origin : input.origin;
  if (input.cookie !== undefined) headers['cookie'] = input.cookie;
  const url = `${origin}${path}${query ? `?${query}` : ''}`;
  return send(url, input, headers).catch((error: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
    // A kept-alive socket the server closed as this request went out (the race every keep-alive client has, and
    // what Node's docs answer with `request.reusedSocket`): the request is sent once more. A reset of a socket
    // that was new, or of the second try, is a failure.
    if (error.code === 'ECONNRESET' && error.reusedSocket) return send(url, input, headers);
    throw error;
  });
}

function send(
  url: string,
  input: PageActionInput,
  headers: Record<string, string | number>,
): Promise<PageActionAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: input.method, headers, agent, timeout: HANG_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${HANG_MS} ms`)));
    outgoing.on('error', (error) => reject(Object.assign(error, { reusedSocket: outgoing.reusedSocket })));
    outgoing.end(input.body);
  });
}

export function closeIdleSockets(): void {
  agent.destroy();
}
