import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { Writable } from 'node:stream';
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

/**
 * Where React writes the finished document: its chunks are kept as they come (React does not reuse a chunk
 * it has written), with none of a PassThrough's reading side.
 */
class DocumentSink extends Writable {
  readonly chunks: Uint8Array[] = [];
  override _write(chunk: Uint8Array, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.chunks.push(chunk);
    callback();
  }
}

function collect(pipe: (destination: Writable) => Writable): Promise<Buffer<ArrayBuffer>> {
  const sink = new DocumentSink();
  return new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
    sink.on('finish', () => resolve(Buffer.concat(sink.chunks)));
    sink.on('error', reject);
    pipe(sink);
  });
}

const HEAD_END = Buffer.from('</head>');

/** The document with `styles` put before its first `</head>`, as bytes (no decoding and encoding again). */
export function withStylesInHead(html: Buffer<ArrayBuffer>, styles: string): Buffer<ArrayBuffer> {
  const at = html.indexOf(HEAD_END);
  if (at < 0 || styles === '') return html;
  return Buffer.concat([html.subarray(0, at), Buffer.from(styles), html.subarray(at)]);
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
  let abortTimer: NodeJS.Timeout | undefined;
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(
        <RemixServer context={remixContext} url={request.url} abortDelay={RENDER_ABORT_DELAY_MS} />,
      ),
      {
        nonce,
        async onAllReady() {
          try {
            const html = await collect(pipe);
            const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
            const styles = sheet.getStyleTags().replace(/<style /g, `<style${nonceAttribute} `);
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(new Response(withStylesInHead(html, styles), { status, headers: responseHeaders }));
          } catch (error) {
            reject(error);
          } finally {
            clearTimeout(abortTimer);
            sheet.seal();
          }
        },
        onShellError(error) {
          clearTimeout(abortTimer);
          sheet.seal();
          reject(error);
        },
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
    abortTimer = setTimeout(abort, RENDER_ABORT_DELAY_MS + 1_000);
  });
}
