import type { ReactNode } from 'react';
import { HoneypotField } from '../honeypot-field';
import { SubmitButton } from '../submit-button';

export interface FormEndProps {
  children: ReactNode;
  pending: boolean;
  /** Only once hydrated: before, the button must stay usable so the browser posts the form to its action. */
  disabled?: boolean;
  loadingLabel?: string;
}

/** A form's last rows: the honeypot trap, then the submit button on its own line. */
export function FormEnd({ children, pending, disabled, loadingLabel }: FormEndProps) {
  return (
    <>
      <HoneypotField />
      <div>
        <SubmitButton loading={pending} disabled={disabled} loadingLabel={loadingLabel}>
          {children}
        </SubmitButton>
      </div>
    </>
  );
}
