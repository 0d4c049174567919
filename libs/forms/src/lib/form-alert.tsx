import styled from 'styled-components';

const Alert = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid #b3261e;
  border-left-width: 6px;
  border-radius: 8px;
  background: #fdecea;
  /* #8c1d18 on #fdecea is 7.9:1. */
  color: #8c1d18;
  font-weight: 600;
`;

/**
 * A form-level failure written into the page. Shown when the page was rendered by the server after a
 * submit without JavaScript; with JavaScript the same message is a toast instead.
 */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return <Alert role="alert">{message}</Alert>;
}
