import styled from 'styled-components';

export interface FieldErrorProps {
  /** Referenced by the field's aria-describedby. */
  id: string;
  /** The message to show; nothing shows when empty. */
  message?: string;
  className?: string;
}

const Message = styled.p`
  margin: 0.25rem 0 0;
  min-height: 0;
  /* #b3261e on white is 6.5:1, above the 4.5:1 AA text contrast. */
  color: #b3261e;
  font-size: 0.875rem;
  line-height: 1.4;

  &:empty {
    margin: 0;
  }
`;

/**
 * A field's error text in a polite live region: screen readers announce a message that appears after
 * blur or submit without interrupting. The region is always rendered, so the announcement is reliable.
 */
export function FieldError({ id, message, className }: FieldErrorProps) {
  return (
    <Message id={id} className={className} aria-live="polite" aria-atomic="true">
      {message}
    </Message>
  );
}
