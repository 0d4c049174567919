'use client';

import { useEffect, useRef } from 'react';

/**
 * The ref of a select whose choice acts at once (it navigates). The select is uncontrolled (`defaultValue`): React
 * never sets its choice back while the page hydrates, so a choice the visitor made before (the app loads right after
 * the page paints, decision 021) stays and is acted on once React owns the field, as if it had been made then. A
 * later navigation that selects something else (back, forward, a shared link) is shown in the field.
 */
export function useEarlyChoice(selected: string, choose: (value: string) => void) {
  const select = useRef<HTMLSelectElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    const field = select.current;
    if (!field) return;
    if (!mounted.current) {
      mounted.current = true;
      // What the field shows on mount is what the visitor chose before React owned it.
      if (field.value !== selected) choose(field.value);
      return;
    }
    field.value = selected;
    // Only a new `selected` is shown: `choose` is a new function each render.
  }, [selected]);
  return select;
}
