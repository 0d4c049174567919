import { theme } from '@civicbrief/design-system';
import { Form } from '@remix-run/react';
import { styled } from 'styled-components';

/**
 * A small plain-post form of a link page laid out in a row: a labelled control (the label above it) and its button,
 * wrapping on a phone. The newsletter's "How often" and each topic alert's Save and Delete.
 */
export const FormRow = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[2]};

  label {
    display: grid;
    gap: ${theme.space[1]};
    font-weight: ${theme.fontWeights.semibold};
  }
`;
