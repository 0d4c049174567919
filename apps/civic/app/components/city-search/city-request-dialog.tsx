import { Modal } from '@civicbrief/design-system';
import { CityRequestForm } from '@civicbrief/forms';

export interface CityRequestModalProps {
  /** The name typed in the search; null keeps the modal closed. */
  name: string | null;
  onClose: () => void;
}

/**
 * The spec's 'submit a request' modal (§2 data screens): the request-a-city form (libs/forms, the one
 * submission pipeline of decision 018) in the design system's Modal, its name field prefilled with the
 * typed text. The form mounts when the modal opens, so it starts from the current name. With the form's
 * validation, the code useCityRequestModal downloads when the modal is first asked for.
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
      {name === null ? null : <CityRequestForm key={name} prefillName={name} />}
    </Modal>
  );
}
