import { Modal } from '@civicbrief/design-system';
import { CityRequestForm } from '@civicbrief/forms';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

export interface CityRequestModalProps {
  /** The name typed in the search; null keeps the modal closed. */
  name: string | null;
  onClose: () => void;
}

/**
 * The spec's 'submit a request' modal (§2 data screens): the request-a-city form (libs/forms, the one
 * submission pipeline of decision 018) in the design system's Modal, its name field prefilled with the
 * typed text. The form mounts when the modal opens, so it starts from the current name.
 */
export function CityRequestModal({ name, onClose }: CityRequestModalProps) {
  return (
    <Modal
      open={name !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Request a city"
      description="Don’t see your city? Tell us which one you would like us to cover."
    >
      <CityRequestForm prefillName={name ?? ''} />
    </Modal>
  );
}

/**
 * The modal's state for a page part offering 'submit a request': `request(name)` opens it, `modal` renders
 * it (outside any form of the part). Focus goes back to `returnFocus` once it closes: the link that opened
 * it may be gone by then (the search's popup closes when focus moves into the modal).
 */
export function useCityRequestModal(returnFocus?: () => HTMLElement | null | undefined): {
  request: (name: string) => void;
  modal: ReactNode;
} {
  const [name, setName] = useState<string | null>(null);
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
  }, []);
  const close = useCallback(() => setName(null), []);
  return { request, modal: <CityRequestModal name={name} onClose={close} /> };
}
