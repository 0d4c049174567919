/*
 * Invoker commands (`commandfor` and `command` on a button, Baseline 2025): a button opens or closes a `<dialog>`
 * with no JavaScript. React 18 does not know the attributes and passes unknown lowercase ones with string values to
 * the DOM as they are, on the server and the client (as the popover attributes in popover.ts).
 */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- an augmentation repeats the interface's type parameters, names and all
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: 'show-modal' | 'close' | 'request-close' | undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- as above
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none' | undefined;
  }
}

/** True where the browser runs `commandfor` itself; elsewhere a button's click handler does the same. */
export function invokerCommandsSupported(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;
}

/** Opens a modal dialog by its id, as `command="show-modal"` does (for browsers without invoker commands). */
export function showModalById(id: string): void {
  const dialog = document.getElementById(id);
  if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
}
