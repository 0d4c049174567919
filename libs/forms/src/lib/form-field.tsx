import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from './field-error';
import { fieldErrorMessage, type FieldErrorLike } from './field-error-message';

/** Attributes that tie a control to its label, hint and error. Spread them on the input. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The control: an element (it receives the FieldControlProps) or a render function given them. */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
  error?: FieldErrorLike | null;
  hint?: ReactNode;
  required?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  className?: string;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-bottom: 1rem;
`;

const Label = styled.label`
  color: #1f2328;
  font-weight: 600;
`;

const RequiredMark = styled.span`
  margin-left: 0.25rem;
  color: #b3261e;
`;

const Hint = styled.p`
  margin: 0;
  /* #57606a on white is 6.2:1. */
  color: #57606a;
  font-size: 0.875rem;
`;

/**
 * A labelled form field: the label points at the control, and the control is aria-invalid and
 * described by the hint and the error message while there is one.
 */
export function FormField({ label, children, error, hint, required = false, id, className }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const message = fieldErrorMessage(error);
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': Boolean(message),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { required: true } : {}),
  };

  return (
    <Wrapper className={className}>
      <Label htmlFor={controlId}>
        {label}
        {/* The control's required attribute tells assistive technology; the asterisk is for the eye. */}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {typeof children === 'function' ? children(control) : isValidElement(children) ? cloneElement(children, control) : null}
      <FieldError id={errorId} message={message} />
    </Wrapper>
  );
}
