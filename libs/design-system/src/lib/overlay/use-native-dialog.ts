'use client';

import { useEffect, useRef, type RefObject } from 'react';
import type { ModalProps } from './modal';
import { modalsChanged } from './open-modal';

/** True for a click on the backdrop: outside the dialog's box (a click on its padding targets the dialog too). */
function outside(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog || (event.clientX === 0 && event.clientY === 0)) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/** Keeps the native dialog and the app's `open` in step, and tells the app of every change (decision 021). */
export function useNativeDialog(
  dialog: RefObject<HTMLDialogElement>,
  {
    open,
    onOpenChange,
    closable = true,
    keepOpenOnOverlayClick = false,
  }: Pick<ModalProps, 'open' | 'onOpenChange' | 'closable' | 'keepOpenOnOverlayClick'>,
) {
  const told = useRef(onOpenChange);
  told.current = onOpenChange;
  const reported = useRef<boolean | null>(null);
  // What the app last asked for: a change it made itself is not told back.
  const wanted = useRef(open);
  wanted.current = open;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const report = () => {
      if (reported.current === element.open) return;
      reported.current = element.open;
      modalsChanged();
      if (element.open !== wanted.current) told.current?.(element.open);
    };
    // A dialog its button opened before the app arrived is open already: the app hears of it now.
    if (element.open) report();
    else reported.current = false;
    const cancel = (event: Event) => {
      if (!closable) event.preventDefault();
    };
    const click = (event: MouseEvent) => {
      if (!keepOpenOnOverlayClick && closable && outside(element, event)) element.close();
    };
    element.addEventListener('toggle', report);
    element.addEventListener('close', report);
    element.addEventListener('cancel', cancel);
    element.addEventListener('click', click);
    return () => {
      element.removeEventListener('toggle', report);
      element.removeEventListener('close', report);
      element.removeEventListener('cancel', cancel);
      element.removeEventListener('click', click);
    };
  }, [dialog, closable, keepOpenOnOverlayClick]);

  const mounted = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    const first = !mounted.current;
    mounted.current = true;
    // At mount an app that says "closed" has not seen the dialog yet: one its button opened stays open (see above).
    if (!element || open === undefined || open === element.open || (first && !open)) return;
    if (open) element.showModal();
    else element.close();
  }, [dialog, open]);
}
