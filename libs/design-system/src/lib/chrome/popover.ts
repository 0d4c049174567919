import type { MouseEvent } from 'react';

/*
 * The HTML Popover API's attributes (Baseline 2024). React 18 knows neither them nor their camelCase forms, and
 * passes unknown lowercase attributes with string values to the DOM as they are, on the server and the client,
 * without a warning: so the navbar's menus use `popover="auto"`, `popovertarget` and `popovertargetaction`.
 * (React 19 knows `popoverTarget` and `popoverTargetAction`: move to those with it.) This augmentation lives in a
 * module the menus import, like the theme's, so that path-mapped consumers of the package get it too.
 */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- an augmentation repeats the interface's type parameters, names and all
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual' | '' | undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- as above
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string | undefined;
    popovertargetaction?: 'toggle' | 'show' | 'hide' | undefined;
  }
}

/**
 * A popover's `onClick`: a plain click on one of its links hides it. Once the app has hydrated a link navigates on
 * the client and the page (and its open popover) stays, so the popover closes itself; before hydration this
 * handler is not attached and the link loads the next page. A click with a modifier (a new tab or window) leaves
 * the popover open, as the page stays.
 */
export function hidePopoverOnLink(event: MouseEvent<HTMLElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
  const popover = event.currentTarget;
  if (typeof popover.hidePopover !== 'function') return;
  try {
    popover.hidePopover();
  } catch {
    // Already hidden (browsers from before the spec made that a no-op throw): nothing to do.
  }
}

/** A CSS dashed ident for anchor positioning from a React `useId` id (`anchorName('link-popover', ':r1:')` gives `--link-popover-r1`). */
export const anchorName = (prefix: string, id: string) => `--${prefix}-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;
