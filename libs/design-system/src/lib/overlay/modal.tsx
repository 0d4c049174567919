import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { iconControl } from '../primitives/interactive';
import { Overlay } from './overlay';
import { theme } from '../theme/theme';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  children: ReactNode;
  /** Shows the close (X) control; forms hide it once they have succeeded (spec §4). Default true. */
  closable?: boolean;
  /** Keeps the dialog open on a click outside it (the newsletter modal, spec §2). Default false. */
  keepOpenOnOverlayClick?: boolean;
  /** Accessible name of the close control. */
  closeLabel?: string;
}

const Panel = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${theme.zIndices.modal};
  width: min(34rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
  transform: translate(-50%, -50%);
  padding: ${theme.space[6]} ${theme.space[6]} ${theme.space[4]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.lg};

  &:focus-visible {
    outline: 3px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[4]};
  margin-bottom: ${theme.space[4]};
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes['2xl']};
  line-height: ${theme.lineHeights.tight};
`;

const Description = styled(Dialog.Description)`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.colors.mutedText};
`;

const Close = styled(Dialog.Close)`
  ${iconControl}
  font-size: 1.5rem;
  line-height: 1;

  &:focus-visible {
    outline: 3px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** A centred dialog over Radix Dialog: focus trapped inside, Escape closes unless the close control is gone. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  closable = true,
  keepOpenOnOverlayClick = false,
  closeLabel = 'Close',
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Panel
          onPointerDownOutside={keepOpenOnOverlayClick ? (event) => event.preventDefault() : undefined}
          onInteractOutside={keepOpenOnOverlayClick ? (event) => event.preventDefault() : undefined}
          onEscapeKeyDown={closable ? undefined : (event) => event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Header>
            <div>
              <Title>{title}</Title>
              {description ? <Description>{description}</Description> : null}
            </div>
            {closable ? (
              <Close aria-label={closeLabel}>
                <span aria-hidden="true">×</span>
              </Close>
            ) : null}
          </Header>
          {children}
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
