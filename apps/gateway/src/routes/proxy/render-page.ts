import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { FastifyRequest } from 'fastify';
import { storableLifetime } from '../../page-cache/cache-control';
import type { Encoding } from '../../page-cache/request-rules';
import type { PageStore, Rendered } from '../../page-cache/page-store';
import { answerHeaders, forwardedHeaders } from './forwarded-headers';

const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
const TIMEOUT_MS = 30_000;

/**
 * Request headers a shared page is not rendered with: the client's own connection, conditions and range
 * (the cache wants the whole page), cookies (the apps read only the site's own, which bypass the cache)
 * and its encodings (the key's one encoding is asked for instead).
 */
const NOT_FOR_A_SHARED_PAGE = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'upgrade',
  'te',
  'trailer',
  'content-length',
  'cookie',
  'accept-encoding',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'if-range',
  'range',
]);

function sharedRequestHeaders(request: FastifyRequest, encoding: Encoding): IncomingHttpHeaders {
  const kept = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !NOT_FOR_A_SHARED_PAGE.has(name)));
  return forwardedHeaders(request, { ...kept, 'accept-encoding': encoding });
}

/** One GET to an app: its answer as it starts (status and headers), the body still to read. */
function getFromApp(target: string, headers: OutgoingHttpHeaders): Promise<IncomingMessage> {
  const url = new URL(target);
  const [client, agent] = url.protocol === 'https:' ? [https, agents.https] : [http, agents.http];
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, { method: 'GET', headers, agent }, resolve);
    outgoing.setTimeout(TIMEOUT_MS, () =>
      outgoing.destroy(new Error(`${url.origin} did not answer in ${TIMEOUT_MS} ms`)),
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function bodyOf(answer: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Renders the page at target for the cache, as the app answers an anonymous GET in this encoding: a page
 * to keep when the answer may be shared (cache-control.ts) and is small enough, else the answer itself.
 */
export function pageRenderer(
  store: PageStore,
  request: FastifyRequest,
  target: string,
  encoding: Encoding,
): () => Promise<Rendered> {
  return async () => {
    const answer = await getFromApp(target, sharedRequestHeaders(request, encoding));
    const kept = answerHeaders(answer.headers);
    const lifetime = storableLifetime(answer.statusCode ?? 502, kept);
    if (!lifetime || Number(kept['content-length'] ?? 0) > store.maxEntryBytes) {
      return { answer: { statusCode: answer.statusCode ?? 502, headers: kept, body: answer } };
    }
    // The cache sets its own Content-Length, ETag and Age when it serves the page.
    const { 'content-length': _length, etag: _etag, age: _age, ...stored } = kept;
    return { page: store.pageOf(stored, await bodyOf(answer), lifetime) };
  };
}
