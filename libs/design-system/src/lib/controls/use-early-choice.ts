import { useEffect, useRef } from 'react';

/**
 * A select whose choice acts at once (it navigates) gets a ref from this: a choice the visitor made before the
 * page hydrated (the app loads right after the page paints, decision 021) is acted on once React owns the field,
 * as if it had been made then.
 */
export function useEarlyChoice(current: string, choose: (value: string) => void) {
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen !== undefined && chosen !== current) choose(chosen);
    // Once, on mount: what the field showed before React owned it.
  }, []);
  return select;
}
