'use client';

import {
  Button,
  DeferredView,
  invokerCommandsSupported,
  lazyComponent,
  Modal,
  showModalById,
  type ButtonSize,
  type ButtonVariant,
} from '@civicbrief/design-system';
import type { LocationValues } from '@civicbrief/locations';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { NewsletterModalBodyProps } from './newsletter-modal-body';

export { modalHiddenCities } from './newsletter-values';

/** How long the thank-you stays before an auto-closing modal closes itself: long enough to be read aloud. */
export const NEWSLETTER_AUTO_CLOSE_MS = 4000;

/**
 * The modal's form (react-hook-form, zod, the cities catalogue): not in the page's first-use JavaScript (decision
 * 021); it loads as the Subscribe button nears the viewport. A server entry gives it at once with `provide`.
 */
export const newsletterModalBody = lazyComponent<NewsletterModalBodyProps>(() =>
  import('./newsletter-modal-body').then((module) => module.NewsletterModalBody),
);

export interface NewsletterModalProps {
  /** The place the form starts with. */
  defaults: LocationValues;
  /** Closes the modal a few seconds after a successful subscription. */
  autoClose?: boolean;
  /** Shows the city, county and state selects. Default true. */
  showLocation?: boolean;
  /**
   * The dialog's id, also the prefix of its fields' ids: give one where the modal is inside a DeferredView, whose
   * view mounts afresh (React's ids differ from the server's) and must find the same dialog and fields. Default a
   * React id.
   */
  id?: string;
  /** The modal's title. */
  title?: string;
  triggerLabel?: string;
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}

/**
 * A Subscribe button opening the newsletter modal (spec §2, §4): a click outside does not close it; after success
 * the close control goes and, with autoClose, the modal closes itself. The button and the dialog with its form are
 * in the server's HTML: the button opens the dialog natively (`commandfor`), before the app has loaded, and the form
 * posts to /subscribe until its code has arrived.
 */
export function NewsletterModal({
  id: givenId,
  defaults,
  autoClose = false,
  showLocation = true,
  title = 'Subscribe to meeting summaries',
  triggerLabel = 'Subscribe',
  $variant = 'primary',
  $size = 'md',
}: NewsletterModalProps) {
  const reactId = `newsletter-modal${useId().replace(/:/g, '-')}`;
  const id = givenId ?? reactId;
  const [open, setOpen] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  // Each opening after a success starts a new form.
  const [round, setRound] = useState(0);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || !subscribed || !autoClose) return undefined;
    const timer = setTimeout(() => setOpen(false), NEWSLETTER_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, subscribed, autoClose]);

  const onOpenChange = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (next && subscribed) {
        setSubscribed(false);
        setRound((count) => count + 1);
      }
    },
    [subscribed],
  );
  const onSuccess = useCallback(() => setSubscribed(true), []);
  const onDone = useCallback(() => setOpen(false), []);
  // Kept while they are the same, so the form is not rendered again when the modal opens (a long select of cities on
  // a slow phone).
  const withDone = !autoClose;
  const body = useMemo(
    () => ({ defaults, showLocation, idPrefix: id, onSuccess, withDone, subscribed, onDone }),
    [defaults, showLocation, id, onSuccess, withDone, subscribed, onDone],
  );

  return (
    <>
      <Button
        ref={trigger}
        type="button"
        commandfor={id}
        command="show-modal"
        aria-haspopup="dialog"
        onClick={() => {
          if (!invokerCommandsSupported()) showModalById(id);
        }}
        $variant={$variant}
        $size={$size}
      >
        {triggerLabel}
      </Button>
      <Modal
        id={id}
        open={open}
        onOpenChange={onOpenChange}
        title={title}
        closable={!subscribed}
        keepOpenOnOverlayClick
      >
        <DeferredView key={round} name={id} near={trigger} view={newsletterModalBody} props={body} />
      </Modal>
    </>
  );
}
