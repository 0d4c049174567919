import { styled } from 'styled-components';
import { theme } from '../theme/theme';

/** A failure stated in the page (e.g. a form's answer without JavaScript). Give it `role="alert"` when it appears. */
export const ErrorNotice = styled.p`
  margin: 0 0 ${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.colors.danger};
  border-left-width: 6px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.dangerSubtle};
  color: ${theme.colors.danger};
  font-weight: ${theme.fontWeights.semibold};
`;
