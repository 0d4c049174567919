import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { PAGE_CACHE } from './default-cache-control';
import { documentBytesOf } from './document-bytes';
import { cspNonceOf } from './security-headers';
import { isShared, sharedPagePolicy } from './shared-page-csp';

const CSP = 'Content-Security-Policy';

/**
 * Remix's request handler behind Express, through the Remix team's Node adapter (@remix-run/node-fetch-server: the
 * request from Node's, the X-Forwarded-* of the gateway trusted as Express's `trust proxy` does, every other
 * response sent from its web stream), except that a rendered document is sent from its bytes in one `end()`, with
 * its length: not read back through the Response's web stream and written out as chunked transfer encoding
 * (decision 039).
 */
export function remixHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}): RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const response = await handle(createRequest(req, res, { trustProxy: true }), options.getLoadContext(req, res));
      const bytes = documentBytesOf(response);
      if (bytes === undefined) return await sendResponse(res, response);
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [name, value] of response.headers) res.append(name, value);
      // A page any visitor may get the same copy of carries no per-request nonce (decision 019).
      const policy = res.getHeader(CSP);
      if (typeof policy === 'string' && isShared(response.headers.get('Cache-Control') ?? PAGE_CACHE)) {
        res.setHeader(CSP, sharedPagePolicy(policy, cspNonceOf(res), bytes.toString('utf8')));
      }
      // Compression, when it encodes the body, removes the length again.
      res.setHeader('Content-Length', bytes.length);
      res.end(bytes);
    } catch (error) {
      next(error);
    }
  };
}
