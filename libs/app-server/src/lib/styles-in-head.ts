import type { ServerStyleSheet } from 'styled-components';

const HEAD_END = Buffer.from('</head>');

/** The document with `styles` put before its first `</head>`, as bytes (no decoding and encoding again). */
export function withStylesInHead(html: Buffer<ArrayBuffer>, styles: string): Buffer<ArrayBuffer> {
  const at = html.indexOf(HEAD_END);
  if (at < 0 || styles === '') return html;
  return Buffer.concat([html.subarray(0, at), Buffer.from(styles), html.subarray(at)]);
}

/** The style tags of `sheet` with the request's CSP nonce. */
export function styleTags(sheet: ServerStyleSheet, nonce: string | undefined): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  return sheet.getStyleTags().replace(/<style /g, `<style${nonceAttribute} `);
}
