import { Button, Modal, theme } from '@civicbrief/design-system';
import type { LocationValues } from '@civicbrief/locations';
import styled from 'styled-components';
import { NewsletterForm } from './newsletter-form';
import { modalHiddenCities } from './newsletter-values';

export interface NewsletterModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults: LocationValues;
  title: string;
  showLocation: boolean;
  /** The form succeeded: the close control goes (spec §4). */
  subscribed: boolean;
  onSuccess: () => void;
  /** Shows a Done button after success (a modal that does not close itself). */
  withDone: boolean;
}

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${theme.space[4]};
`;

/**
 * The newsletter modal's dialog: Radix Dialog with the newsletter form, its validation and the cities catalogue,
 * the code NewsletterModal downloads when its button is first reached for (decision 021's first-use budget).
 */
export function NewsletterModalDialog({ open, onOpenChange, defaults, title, showLocation, subscribed, onSuccess, withDone }: NewsletterModalDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} closable={!subscribed} keepOpenOnOverlayClick>
      <NewsletterForm
        defaults={defaults}
        label="Newsletter subscription"
        showLocation={showLocation}
        hiddenCities={modalHiddenCities(defaults)}
        thanksHeadingLevel="h3"
        idPrefix="newsletter-modal"
        onSuccess={onSuccess}
      />
      {subscribed && withDone ? (
        // The close control is gone after success (spec §4); without auto-close this is the way out.
        <Footer>
          <Button type="button" $variant="secondary" onClick={() => onOpenChange(false)}>
            Done
          </Button>
        </Footer>
      ) : null}
    </Modal>
  );
}
