import { useCallback, useEffect, useRef, useState } from 'react';
import { useNearViewport } from '../near-viewport/use-near-viewport';
import type { WidgetBlock } from './widget-views';

/** A block as the page shows it: the loader's state, or 'loading' while the browser asks. */
export type ShownBlock<T> = WidgetBlock<T> | { state: 'loading' };

/**
 * One provider block of the page in use: starts from what the server rendered (`initial`, for the page `key`);
 * once hydrated, a pending block is fetched when it nears the viewport (`near`, also when the block's view code
 * loads) and `retry` fetches again in place. A new `key` (another city) starts over from its loader data.
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
  const near = useNearViewport(element);
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
    if (pending && near) load();
  }, [pending, near, load]);

  return { block, near, ref: setElement, retry: load };
}
