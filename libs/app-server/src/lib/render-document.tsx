import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { documentResponse } from './document-bytes';
import { collect } from './document-sink';
import { shareStyleRules } from './shared-style-rules';
import { styleTags, withStylesInHead } from './styles-in-head';

/** Rendering that has not finished by then is aborted (pending Suspense shows its fallback). */
export const RENDER_ABORT_DELAY_MS = 5_000;

/** The request's CSP nonce, which createAppServer puts in the load context; for `<Scripts nonce>`. */
export function cspNonceOf(loadContext: AppLoadContext): string | undefined {
  const nonce = loadContext['cspNonce'];
  return typeof nonce === 'string' ? nonce : undefined;
}

/** What renderToString writes where a Suspense boundary did not finish (it renders the fallback instead). */
const UNFINISHED_BOUNDARY = Buffer.from('<!--$!-->');
const DOCTYPE = Buffer.from('<!DOCTYPE html>');

/**
 * The document in one synchronous pass, as bytes (decision 030): nothing these apps render suspends (no lazy
 * component, no deferred data), and renderToString is the same markup without the stream's machinery (chunk
 * encoding, a Writable, the abort timer). Null when the tree suspended (a fallback in the HTML) or threw: the
 * streaming render then does it again, waiting for every boundary as before.
 */
export function renderAtOnce(element: JSX.Element): Buffer<ArrayBuffer> | null {
  try {
    const html = Buffer.concat([DOCTYPE, Buffer.from(renderToString(element))]);
    return html.includes(UNFINISHED_BOUNDARY) ? null : html;
  } catch {
    return null;
  }
}

/** The streaming render (React waits for every Suspense boundary), the document as bytes. */
function renderStreaming(
  element: JSX.Element,
  nonce: string | undefined,
  sheet: ServerStyleSheet,
  finish: (html: Buffer<ArrayBuffer>, status: number | null) => void,
  fail: (error: unknown) => void,
) {
  let status: number | null = null;
  // Set once the stream exists; the callbacks (some may run while it is being created) clear it when it is there.
  const abortTimer: { current?: NodeJS.Timeout } = {};
  const { pipe, abort } = renderToPipeableStream(element, {
    nonce,
    async onAllReady() {
      try {
        finish(await collect(pipe), status);
      } catch (error) {
        fail(error);
      } finally {
        clearTimeout(abortTimer.current);
      }
    },
    onShellError(error) {
      clearTimeout(abortTimer.current);
      fail(error);
    },
    onError(error) {
      status = 500;
      console.error(error);
    },
  });
  abortTimer.current = setTimeout(abort, RENDER_ABORT_DELAY_MS + 1_000);
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
  const answer = (html: Buffer<ArrayBuffer>, status: number, sheet: ServerStyleSheet) => {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return documentResponse(withStylesInHead(html, styleTags(sheet, nonce)), { status, headers: responseHeaders });
  };
  // One sheet per request (its style tag lists this page's rules only); stylis output is shared across requests.
  const document = (sheet: ServerStyleSheet) =>
    sheet.collectStyles(<RemixServer context={remixContext} url={request.url} abortDelay={RENDER_ABORT_DELAY_MS} />);
  const sheet = shareStyleRules(new ServerStyleSheet());
  try {
    const html = renderAtOnce(document(sheet));
    if (html !== null) return Promise.resolve(answer(html, responseStatusCode, sheet));
  } finally {
    sheet.seal();
  }
  const streamed = shareStyleRules(new ServerStyleSheet());
  return new Promise<Response>((resolve, reject) => {
    renderStreaming(
      document(streamed),
      nonce,
      streamed,
      (html, status) => {
        try {
          resolve(answer(html, status ?? responseStatusCode, streamed));
        } catch (error) {
          reject(error);
        } finally {
          streamed.seal();
        }
      },
      (error) => {
        streamed.seal();
        reject(error);
      },
    );
  });
}
