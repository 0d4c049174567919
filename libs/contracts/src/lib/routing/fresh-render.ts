/**
 * The query parameter a "Try again" link adds (decision 019): the front door renders the page anew (without the
 * parameter) instead of answering from its cache, and keeps that render for everyone. A page with a failed block is
 * kept a few seconds; a visitor retrying must not be handed the same failure from memory.
 */
export const FRESH_RENDER_PARAM = 'retry';

/** `pathname` with its query (`search`, with or without `?`) and the fresh-render parameter; `hash` kept last. */
export function freshRenderHref(pathname: string, search = '', hash = ''): string {
  const params = new URLSearchParams(search);
  params.set(FRESH_RENDER_PARAM, '1');
  return `${pathname}?${params}${hash}`;
}

/** The URL without the fresh-render parameter, and whether it was there (the front door's side). */
export function withoutFreshRender(url: string): { url: string; fresh: boolean } {
  const at = url.indexOf('?');
  if (at < 0) return { url, fresh: false };
  const params = new URLSearchParams(url.slice(at + 1));
  if (!params.has(FRESH_RENDER_PARAM)) return { url, fresh: false };
  params.delete(FRESH_RENDER_PARAM);
  const query = params.toString();
  return { url: `${url.slice(0, at)}${query ? `?${query}` : ''}`, fresh: true };
}
