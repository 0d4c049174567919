import { styled } from 'styled-components';
import { theme } from '../theme/theme';

/** A label above its control, the hint and the error text, stacked. */
export const Field = styled.div`
  display: grid;
  gap: ${theme.space[1]};
`;

/** A control's visible label. */
export const Label = styled.label`
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.semibold};
`;

/** The asterisk after a required field's label: for the eye (give it aria-hidden; the control is `required`). */
export const RequiredMark = styled.span`
  margin-left: ${theme.space[1]};
  color: ${theme.colors.danger};
`;

/** A line of help under a label. */
export const FieldHint = styled.p`
  margin: 0;
  color: ${theme.colors.mutedText};
  font-size: ${theme.fontSizes.sm};
`;

/** A field's error text; takes no room while empty. */
export const FieldErrorText = styled.p`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  line-height: 1.4;

  &:empty {
    margin: 0;
  }
`;
