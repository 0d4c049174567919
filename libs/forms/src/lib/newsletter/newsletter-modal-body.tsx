import { Button, theme } from '@civicbrief/design-system';
import type { LocationValues } from '@civicbrief/locations';
import { styled } from 'styled-components';
import { NewsletterForm } from './newsletter-form';
import { modalHiddenCities } from './newsletter-values';

export interface NewsletterModalBodyProps {
  defaults: LocationValues;
  showLocation: boolean;
  /** Prefix of the form's field ids: the modal's own, so two modals on a page never share one. */
  idPrefix: string;
  /** The form succeeded (the modal drops its close control, spec §4). */
  onSuccess: () => void;
  /** Shows a Done button after success (a modal that does not close itself), which calls onDone. */
  withDone: boolean;
  subscribed: boolean;
  onDone: () => void;
}

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${theme.space[4]};
`;

/**
 * What the newsletter modal holds: the newsletter form with its validation and the cities catalogue. It is in the
 * page's HTML (it posts to /subscribe without JavaScript); its code loads as the Subscribe button nears the
 * viewport (a `DeferredView`, decision 021), not with the page.
 */
export function NewsletterModalBody({
  defaults,
  showLocation,
  idPrefix,
  onSuccess,
  withDone,
  subscribed,
  onDone,
}: NewsletterModalBodyProps) {
  return (
    <>
      <NewsletterForm
        defaults={defaults}
        label="Newsletter subscription"
        showLocation={showLocation}
        hiddenCities={modalHiddenCities(defaults)}
        thanksHeadingLevel="h3"
        idPrefix={idPrefix}
        onSuccess={onSuccess}
      />
      {subscribed && withDone ? (
        // The close control is gone after success (spec §4); without auto-close this is the way out.
        <Footer>
          <Button type="button" $variant="secondary" onClick={onDone}>
            Done
          </Button>
        </Footer>
      ) : null}
    </>
  );
}
