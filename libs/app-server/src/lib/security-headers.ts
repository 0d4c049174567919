import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { mapCspSources, type MapCspSources } from './map-csp';

/** The per-request nonce, set on `res.locals` before the CSP header is computed. */
export function cspNonceOf(res: Response): string {
  return res.locals['cspNonce'] as string;
}

const nonceSource = (_req: unknown, res: unknown) => `'nonce-${cspNonceOf(res as Response)}'`;

function helmetFor(upgradeInsecureRequests: boolean, map: MapCspSources): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // Remix's inline bootstrap and module scripts carry the nonce; 'strict-dynamic' lets them
        // load route chunks and lazily injected third-party scripts (consent, analytics, forms).
        scriptSrc: ["'self'", nonceSource, "'strict-dynamic'"],
        // styled-components injects <style> tags at run time; a nonce here would disable 'unsafe-inline'.
        styleSrc: ["'self'", "'unsafe-inline'", ...map.styleSrc],
        // The city map's tile host is named even though https: covers it: a configured http host (tests) needs it.
        imgSrc: ["'self'", 'data:', 'https:', ...map.imgSrc],
        mediaSrc: ["'self'", 'https:'],
        connectSrc: ["'self'", 'https:'],
        frameSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:', ...map.fontSrc],
        workerSrc: map.workerSrc.length > 0 ? map.workerSrc : null,
        // Only meaningful over HTTPS; over plain http (localhost) it would break every asset URL.
        upgradeInsecureRequests: upgradeInsecureRequests ? [] : null,
      },
    },
    // helmet's default `no-referrer` makes Chromium send `Origin: null` on form posts, which Remix refuses
    // (origin vs x-forwarded-host check): every form would fail with JavaScript off.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Cross-origin embeds (video, CRM forms) must keep working.
    crossOriginEmbedderPolicy: false,
    // Browsers ignore HSTS received over plain http; send it only where it means something.
    strictTransportSecurity: upgradeInsecureRequests,
  });
}

/**
 * Sets a fresh nonce on `res.locals.cspNonce` and helmet's security headers. `req.secure` honours
 * X-Forwarded-Proto from the gateway because the app trusts its proxy.
 */
export function securityHeaders(env: Readonly<Record<string, string | undefined>> = process.env): RequestHandler {
  const map = mapCspSources(env);
  const overHttps = helmetFor(true, map);
  const overHttp = helmetFor(false, map);
  return (req: Request, res: Response, next) => {
    res.locals['cspNonce'] = randomBytes(16).toString('base64');
    (req.secure ? overHttps : overHttp)(req, res, next);
  };
}
