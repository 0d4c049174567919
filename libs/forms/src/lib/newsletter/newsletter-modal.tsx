import { Button, type ButtonSize, type ButtonVariant } from '@civicbrief/design-system';
import type { LocationValues } from '@civicbrief/locations';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useHydrated } from '../use-hydrated';
import type { NewsletterDialogProps } from './newsletter-dialog';
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

// The dialog and its form (react-hook-form, zod, the cities catalogue) are their own chunk: loaded when the
// trigger is pointed at or focused, so a page that never opens the modal never downloads them.
let loadedDialog: ComponentType<NewsletterDialogProps> | undefined;
let loadingDialog: Promise<ComponentType<NewsletterDialogProps>> | undefined;
const loadDialog = () =>
  (loadingDialog ??= import('./newsletter-dialog').then((module) => (loadedDialog = module.NewsletterDialog)));

/**
 * A Subscribe button opening the newsletter modal (spec §2, §4): a click outside does not close it; after
 * success the close control goes and, with autoClose, the modal closes itself. Without JavaScript the
 * button is a link to the full-page form at /subscribe with the same place.
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
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState(() => loadedDialog);
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

  if (!hydrated) {
    return (
      <Button as="a" href={subscribeHref(defaults)} $variant={$variant} $size={$size}>
        {triggerLabel}
      </Button>
    );
  }
  const show = (loaded: ComponentType<NewsletterDialogProps>) => {
    setDialog(() => loaded);
    setOpen(true);
  };
  const openModal = () => {
    setSubscribed(false);
    if (loadedDialog) show(loadedDialog);
    else void loadDialog().then(show);
  };
  const preload = () => void loadDialog();
  return (
    <>
      <Button ref={trigger} type="button" onClick={openModal} onPointerEnter={preload} onFocus={preload} $variant={$variant} $size={$size} aria-haspopup="dialog">
        {triggerLabel}
      </Button>
      {Dialog ? (
        <Dialog open={open} setOpen={setOpen} defaults={defaults} title={title} showLocation={showLocation} subscribed={subscribed} autoClose={autoClose} onSuccess={onSuccess} />
      ) : null}
    </>
  );
}
