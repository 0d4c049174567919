import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { shareStyleRules } from './shared-style-rules';

/** Rendering that has not finished by then is aborted (pending Suspense shows its fallback). */
export const RENDER_ABORT_DELAY_MS = 5_000;

/** The request's CSP nonce, which createAppServer puts in the load context; for `<Scripts nonce>`. */
export function cspNonceOf(loadContext: AppLoadContext): string | undefined {
  const nonce = loadContext['cspNonce'];
  return typeof nonce === 'string' ? nonce : undefined;
}

async function collect(stream: PassThrough): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Remix `entry.server` default export. Renders the whole document before answering (for bots and
 * browsers alike) so styled-components can collect every rule, then puts the style tags at the end
 * of <head>: the first HTML is styled, and React's hydration, which tolerates extra trailing nodes in
 * <head>, is not disturbed.
 */
export function renderDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const nonce = cspNonceOf(loadContext);
  // One sheet per request (its style tag lists this page's rules only); stylis output is shared across requests.
  const sheet = shareStyleRules(new ServerStyleSheet());
  let status = responseStatusCode;
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(
        <RemixServer context={remixContext} url={request.url} abortDelay={RENDER_ABORT_DELAY_MS} />,
      ),
      {
        nonce,
        async onAllReady() {
          try {
            const body = new PassThrough();
            pipe(body);
            const html = await collect(body);
            const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
            const styles = sheet.getStyleTags().replace(/<style /g, `<style${nonceAttribute} `);
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(new Response(html.replace('</head>', `${styles}</head>`), { status, headers: responseHeaders }));
          } catch (error) {
            reject(error);
          } finally {
            sheet.seal();
          }
        },
        onShellError(error) {
          sheet.seal();
          reject(error);
        },
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, RENDER_ABORT_DELAY_MS + 1_000);
  });
}
