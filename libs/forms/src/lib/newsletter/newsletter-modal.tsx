import { Button, type ButtonSize, type ButtonVariant, Modal, theme } from '@civicbrief/design-system';
import { MODAL_HIDDEN_CITIES, type LocationValues } from '@civicbrief/locations';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useHydrated } from '../use-hydrated';
import { NewsletterForm } from './newsletter-form';
import { subscribeHref } from './newsletter-values';

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

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${theme.space[4]};
`;

/** Spec §4: the modal hides Alamo, Rancho Santa Fe and Kentfield, unless one of them is the page's own city. */
export const modalHiddenCities = (defaults: LocationValues) => MODAL_HIDDEN_CITIES.filter((city) => city !== defaults.city);

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
  const openModal = () => {
    setSubscribed(false);
    setOpen(true);
  };
  return (
    <>
      <Button ref={trigger} type="button" onClick={openModal} $variant={$variant} $size={$size} aria-haspopup="dialog">
        {triggerLabel}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={title} closable={!subscribed} keepOpenOnOverlayClick>
        <NewsletterForm
          defaults={defaults}
          label="Newsletter subscription"
          showLocation={showLocation}
          hiddenCities={modalHiddenCities(defaults)}
          thanksHeadingLevel="h3"
          idPrefix="newsletter-modal"
          onSuccess={onSuccess}
        />
        {subscribed && !autoClose ? (
          // The close control is gone after success (spec §4); without auto-close this is the way out.
          <Footer>
            <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
              Done
            </Button>
          </Footer>
        ) : null}
      </Modal>
    </>
  );
}
