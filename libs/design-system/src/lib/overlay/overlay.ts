import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { theme } from '../theme/theme';

/** The dimmed page behind a dialog (the modal, the mobile menu's sheet). */
export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.overlay};
  background: ${theme.colors.scrim};
`;
