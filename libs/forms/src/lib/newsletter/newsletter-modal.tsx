import { Button, lazyComponent, type ButtonSize, type ButtonVariant } from '@civicbrief/design-system';
import type { LocationValues } from '@civicbrief/locations';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../use-hydrated';
import type { NewsletterModalDialogProps } from './newsletter-modal-dialog';
import { subscribeHref } from './newsletter-values';

export { modalHiddenCities } from './newsletter-values';

/** How long the thank-you stays before an auto-closing modal closes itself: long enough to be read aloud. */
export const NEWSLETTER_AUTO_CLOSE_MS = 4000;

export interface NewsletterModalProps {
  /** The place the form starts with. */
  defaults: LocationValues;
  /** Closes the modal a few seconds after a successful subscription. */
  autoClose?: boolean;
  /** Shows the city, county and state selects. Default true. */
  showLocation?: boolean;
  /** The modal's title. */
  title?: string;
  triggerLabel?: string;
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}

/**
 * The dialog with the form (Radix Dialog, react-hook-form, zod, the cities catalogue): not in the page's first-use
 * JavaScript (decision 021), downloaded when the button is pointed at, focused or pressed.
 */
const dialog = lazyComponent<NewsletterModalDialogProps>(() => import('./newsletter-modal-dialog').then((module) => module.NewsletterModalDialog));

/**
 * A Subscribe button opening the newsletter modal (spec §2, §4): a click outside does not close it; after
 * success the close control goes and, with autoClose, the modal closes itself. Without JavaScript the
 * button is a link to the full-page form at /subscribe with the same place. The dialog's code arrives when the
 * button is first reached for; a press before it has opens the modal once it is there (a download that fails
 * leads to /subscribe instead).
 */
export function NewsletterModal({
  defaults,
  autoClose = false,
  showLocation = true,
  title = 'Subscribe to meeting summaries',
  triggerLabel = 'Subscribe',
  $variant = 'primary',
  $size = 'md',
}: NewsletterModalProps) {
  const hydrated = useHydrated();
  const [Dialog, setDialog] = useState(() => dialog.current());
  const [open, setOpen] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  const onSuccess = useCallback(() => setSubscribed(true), []);
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Radix gives focus back only to its own Dialog.Trigger; this button opens the modal itself, so focus
  // is returned here when the modal closes (Escape, Done, or closing itself).
  useEffect(() => {
    if (wasOpen.current && !open) trigger.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open || !subscribed || !autoClose) return undefined;
    const timer = setTimeout(() => setOpen(false), NEWSLETTER_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, subscribed, autoClose]);

  const load = useCallback(
    (pressed: boolean) =>
      dialog.load().then(
        (component) => setDialog(() => component),
        () => {
          // Offline or a new deploy: the full-page form does the same.
          if (pressed) window.location.assign(subscribeHref(defaults));
        },
      ),
    [defaults],
  );

  if (!hydrated) {
    return (
      <Button as="a" href={subscribeHref(defaults)} $variant={$variant} $size={$size}>
        {triggerLabel}
      </Button>
    );
  }
  const openModal = () => {
    setSubscribed(false);
    setOpen(true);
    if (!Dialog) void load(true);
  };
  const preload = () => {
    if (!Dialog) void load(false);
  };
  return (
    <>
      <Button
        ref={trigger}
        type="button"
        onClick={openModal}
        onPointerEnter={preload}
        onFocus={preload}
        $variant={$variant}
        $size={$size}
        aria-haspopup="dialog"
      >
        {triggerLabel}
      </Button>
      {Dialog ? (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          defaults={defaults}
          title={title}
          showLocation={showLocation}
          subscribed={subscribed}
          onSuccess={onSuccess}
          withDone={!autoClose}
        />
      ) : null}
    </>
  );
}
