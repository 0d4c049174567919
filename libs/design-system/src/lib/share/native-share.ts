/**
 * Whether to hand a share to the platform's share sheet: only on phones and tablets (below the lg
 * breakpoint or with a coarse pointer), as the spec asks, and only where the browser offers one.
 */
export function canShareNatively(largeBreakpoint: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  const query = `not all and (min-width: ${largeBreakpoint}), (pointer: coarse)`;
  return window.matchMedia?.(query).matches ?? false;
}

/** Opens the share sheet; a dismissed sheet is not an error, anything else falls back to `fallbackHref`. */
export async function shareNatively(data: ShareData, fallbackHref: string): Promise<void> {
  try {
    await navigator.share(data);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    window.open(fallbackHref, '_blank', 'noopener,noreferrer');
  }
}
