import { Button, Modal } from '@civicbrief/design-system';
import type { LocationValues } from '@civicbrief/locations';
import styled from 'styled-components';
import { NewsletterForm } from './newsletter-form';
import { modalHiddenCities } from './newsletter-values';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[4]};
`;

export interface NewsletterDialogProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  defaults: LocationValues;
  title: string;
  showLocation: boolean;
  subscribed: boolean;
  autoClose: boolean;
  onSuccess: () => void;
}

/** The newsletter modal's dialog and form: its own chunk, loaded when the modal is first about to open. */
export function NewsletterDialog({ open, setOpen, defaults, title, showLocation, subscribed, autoClose, onSuccess }: NewsletterDialogProps) {
  return (
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
  );
}
