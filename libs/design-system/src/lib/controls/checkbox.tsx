import { styled } from 'styled-components';
import { theme } from '../theme/theme';

/** A native checkbox (give it type="checkbox"), 20px, in the primary colour. */
export const Checkbox = styled.input`
  /* A label that wraps must not squeeze the box below its 1.25rem. */
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.1rem 0 0;
  accent-color: ${theme.colors.primary};
`;

/** The label around a checkbox: the box first, its text beside it (wrapping under itself, not under the box). */
export const CheckboxLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  color: ${theme.colors.text};
`;
