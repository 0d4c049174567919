'use client';

import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { Field, FieldHint, Label, RequiredMark, theme } from '@civicbrief/design-system';
import { styled } from 'styled-components';
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

const Wrapper = styled(Field)`
  margin-bottom: ${theme.space[4]};
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
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {typeof children === 'function'
        ? children(control)
        : isValidElement(children)
          ? cloneElement(children, control)
          : null}
      <FieldError id={errorId} message={message} />
    </Wrapper>
  );
}
