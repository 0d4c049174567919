import { lazyComponent } from '@civicbrief/design-system';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { CityRequestModalProps } from './city-request-dialog';
import { requestCityHref } from './request-city-href';

/** The modal's code (the request form with react-hook-form and zod): not in the page's first use. */
const dialog = lazyComponent<CityRequestModalProps>(() =>
  import('./city-request-dialog').then((module) => module.CityRequestModal),
);

/**
 * The modal's state for a page part offering 'submit a request': `request(name)` opens it, `modal` renders
 * it (outside any form of the part). Focus goes back to `returnFocus` once it closes: the link that opened
 * it may be gone by then (the search's popup closes when focus moves into the modal). The modal's code is
 * downloaded on the first request, and the modal opens when it has arrived (a download that fails leads to the
 * request page instead, as the link does without JavaScript).
 */
export function useCityRequestModal(returnFocus?: () => HTMLElement | null | undefined): {
  request: (name: string) => void;
  modal: ReactNode;
} {
  const [name, setName] = useState<string | null>(null);
  const [Modal, setModal] = useState(() => dialog.current());
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    const open = name !== null;
    if (wasOpen.current && !open) {
      const target = returnFocus?.() ?? opener.current;
      if (target?.isConnected) target.focus();
    }
    wasOpen.current = open;
  }, [name, returnFocus]);
  const request = useCallback((typed: string) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setName(typed.trim());
    dialog.load().then(
      (component) => setModal(() => component),
      () => window.location.assign(requestCityHref(typed)),
    );
  }, []);
  const close = useCallback(() => setName(null), []);
  return { request, modal: Modal ? <Modal name={name} onClose={close} /> : null };
}
