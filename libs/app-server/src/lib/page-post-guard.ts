import type { Request, RequestHandler, Response } from 'express';

const FORM_TYPE = 'application/x-www-form-urlencoded';
/** The methods Remix hands to a route's action. */
const SUBMISSION_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_POST_MESSAGE = 'This form can only be sent from this site.';
export const FORM_TYPE_MESSAGE = `Forms on this site are sent as ${FORM_TYPE}.`;

/** The host the browser addressed, as Remix reads it: the first X-Forwarded-Host (the gateway's), else Host. */
function addressedHost(req: Request): string | undefined {
  return req.get('x-forwarded-host')?.split(',')[0]?.trim() || req.get('host') || undefined;
}

/**
 * Browsers send Origin on every form post; it must be this site: its scheme the protocol the browser used
 * (`req.protocol`: the gateway's X-Forwarded-Proto, which it sets from its own TRUST_PROXY decision), its host
 * and port the host the browser addressed. So `http://site` is refused for an `https://site` page, which Remix's
 * own check (host only) would let through. A post without Origin (tools, old clients) passes, as with Remix.
 */
function fromThisSite(req: Request): boolean {
  const origin = req.get('origin');
  if (origin === undefined) return true;
  const host = addressedHost(req);
  if (!host || origin === 'null') return false;
  try {
    const from = new URL(origin);
    return from.protocol === `${req.protocol.toLowerCase()}:` && from.host === host;
  } catch {
    return false;
  }
}

/** The media type of a Content-Type header, without its parameters (`; charset=…`); case does not count. */
const mediaTypeOf = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase();

function refuse(res: Response, status: number, message: string): void {
  res
    .status(status)
    .set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' })
    .send(message);
}

/**
 * Page actions take the forms of this site and nothing else. A post from another origin (scheme, host or
 * port) is a 403 (Remix would refuse another host too, but as an empty 500); any body but a urlencoded form
 * is a 415: the no-JavaScript forms and Remix's own submissions send exactly that, and `request.formData()`
 * throws (a 500) on a JSON, text or malformed multipart body. Multipart is refused until a form needs a file.
 */
export function pagePostGuard(): RequestHandler {
  return (req, res, next) => {
    if (!SUBMISSION_METHODS.has(req.method)) return next();
    if (!fromThisSite(req)) return refuse(res, 403, CROSS_SITE_POST_MESSAGE);
    if (mediaTypeOf(req.get('content-type')) !== FORM_TYPE) return refuse(res, 415, FORM_TYPE_MESSAGE);
    next();
  };
}
