'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False during the server render and hydration, true once JavaScript runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
