import { useCallback, useEffect, useRef, useState } from 'react';
import type { WidgetBlock } from './widget-views';

/** How far below (or above) the viewport a pending block starts its fetch. */
export const NEAR_VIEWPORT_MARGIN = '600px 0px';

/** A block as the page shows it: the loader's state, or 'loading' while the browser asks. */
export type ShownBlock<T> = WidgetBlock<T> | { state: 'loading' };

/**
 * One provider block of the page in use: starts from what the server rendered (`initial`, for the page `key`);
 * once hydrated, a pending block is fetched when it nears the viewport (IntersectionObserver) and `retry` fetches
 * again in place. A new `key` (another city) starts over from its loader data.
 */
export function useWidgetBlock<T>(key: string, initial: WidgetBlock<T>, fetchBlock: () => Promise<WidgetBlock<T>>) {
  const [stored, setStored] = useState<{ key: string; block: ShownBlock<T> }>({ key, block: initial });
  // Another city's page: its own blocks (state derived during render, as React documents).
  if (stored.key !== key) setStored({ key, block: initial });
  const block = stored.key === key ? stored.block : initial;
  // The latest fetch, for the observer and retry; refs are written after render, never during it.
  const fetchRef = useRef(fetchBlock);
  useEffect(() => {
    fetchRef.current = fetchBlock;
  });
  const [element, setElement] = useState<HTMLElement | null>(null);
  const inFlight = useRef(false);

  const load = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStored({ key, block: { state: 'loading' } });
    void fetchRef
      .current()
      .catch((): WidgetBlock<T> => ({ state: 'error' }))
      .then((next) => {
        inFlight.current = false;
        setStored((current) => (current.key === key ? { key, block: next } : current));
      });
  }, [key]);

  const pending = block.state === 'pending';
  useEffect(() => {
    if (!pending) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return undefined;
    }
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [pending, element, load]);

  return { block, ref: setElement, retry: load };
}

