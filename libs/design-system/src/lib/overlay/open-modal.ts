'use client';

import { useSyncExternalStore } from 'react';

// The modal dialog on top, for what must show above it: a native modal makes the rest of the page inert and paints
// in the top layer, so a toast raised while it is open is shown inside it (toast-view.tsx).
const listeners = new Set<() => void>();
let top: HTMLDialogElement | null = null;

/** Told by each Modal when it opens or closes. */
export function modalsChanged(): void {
  const open =
    typeof document === 'undefined'
      ? []
      : Array.from(document.querySelectorAll('dialog')).filter((dialog) => dialog.matches(':modal'));
  const next = open.at(-1) ?? null;
  if (next === top) return;
  top = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The open modal dialog on top, or null (always null on the server). */
export function useOpenModal(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => top,
    () => null,
  );
}
