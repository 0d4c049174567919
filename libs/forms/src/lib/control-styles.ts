import { css } from 'styled-components';

/** Text inputs and selects: 44px touch height, a 3:1 border, a visible focus ring, red when invalid. */
export const controlStyles = css`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid #8a94a6;
  border-radius: 8px;
  background: #ffffff;
  color: #1a1f2b;
  font: inherit;

  &:focus-visible {
    outline: 3px solid #2563eb;
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: #b3261e;
  }

  &:disabled {
    background: #f5f7fa;
    color: #4a5568;
  }
`;
