import { Modal, Spinner, theme } from '@civicbrief/design-system';
import { OnboardingForm } from '@civicbrief/forms';
import { styled } from 'styled-components';

/** The spinner's text while the link's id is checked (spec §2). */
export const CHECKING_INVITATION = 'Checking your invitation';

const Checking = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-height: 6rem;
  color: ${theme.colors.mutedText};
`;

export interface OnboardingModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link's id is being checked: a spinner instead of the form. */
  checking: boolean;
}

/** The onboarding modal: a spinner while the id is checked, then the form (spec §2, §4). */
export function OnboardingModal({ open, onOpenChange, checking }: OnboardingModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Onboard your municipality"
      description="Tell us who you are and which city you serve."
    >
      {/* The page shows the same form under the modal: the modal's is mounted only while open, so no id is there twice. */}
      {!open ? null : checking ? (
        <Checking>
          <Spinner label={CHECKING_INVITATION} $size="2rem" />
          <span aria-hidden="true">{CHECKING_INVITATION}…</span>
        </Checking>
      ) : (
        <OnboardingForm action="/onboarding" headingLevel={3} inDialog />
      )}
    </Modal>
  );
}
