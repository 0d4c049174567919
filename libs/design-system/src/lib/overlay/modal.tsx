'use client';

import { useId, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import '../chrome/invoker-commands';
import { iconControl } from '../primitives/interactive';
import { theme } from '../theme/theme';
import { useNativeDialog } from './use-native-dialog';

export interface ModalProps {
  /** The dialog's id, for a button that opens it with `commandfor` (no JavaScript needed); default a React id. */
  id?: string;
  /** Opens or closes the dialog from the app; a dialog opened by its own button needs none (it reports through onOpenChange). */
  open?: boolean;
  /** Told when the dialog opens or closes other than by `open` (a command button, Escape, the close control, a click outside). */
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  children: ReactNode;
  /** Shows the close (X) control and lets Escape close; forms hide it once they have succeeded (spec §4). Default true. */
  closable?: boolean;
  /** Keeps the dialog open on a click outside it (the newsletter modal, spec §2). Default false. */
  keepOpenOnOverlayClick?: boolean;
  /** Accessible name of the close control. */
  closeLabel?: string;
}

const Panel = styled.dialog`
  width: min(34rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
  padding: ${theme.space[6]} ${theme.space[6]} ${theme.space[4]};
  border: 0;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.lg};

  &::backdrop {
    background: ${theme.colors.scrim};
  }

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

const Title = styled.h2`
  margin: 0;
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes['2xl']};
  line-height: ${theme.lineHeights.tight};
`;

const Description = styled.p`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.colors.mutedText};
`;

const Close = styled.button`
  ${iconControl}
  font-size: 1.5rem;
  line-height: 1;

  &:focus-visible {
    outline: 3px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * A centred modal on the native `<dialog>`: the page behind is inert, focus starts inside and returns to the opener,
 * Escape closes unless the close control is gone. It is in the server's HTML, so a button with `commandfor` and
 * `command="show-modal"` opens it and the close control (`command="close"`) closes it before the app has loaded.
 */
export function Modal({
  id,
  open,
  onOpenChange,
  title,
  description,
  children,
  closable = true,
  keepOpenOnOverlayClick = false,
  closeLabel = 'Close',
}: ModalProps) {
  const reactId = useId();
  const dialogId = id ?? `modal${reactId.replace(/:/g, '-')}`;
  const dialog = useRef<HTMLDialogElement>(null);
  useNativeDialog(dialog, { open, onOpenChange, closable, keepOpenOnOverlayClick });
  const closedby = !closable ? 'none' : keepOpenOnOverlayClick ? 'closerequest' : 'any';
  return (
    <Panel
      ref={dialog}
      id={dialogId}
      closedby={closedby}
      aria-labelledby={`${dialogId}-title`}
      aria-describedby={description ? `${dialogId}-description` : undefined}
    >
      <Header>
        <div>
          <Title id={`${dialogId}-title`}>{title}</Title>
          {description ? <Description id={`${dialogId}-description`}>{description}</Description> : null}
        </div>
        {closable ? (
          <Close
            type="button"
            commandfor={dialogId}
            command="close"
            aria-label={closeLabel}
            onClick={() => dialog.current?.close()}
          >
            <span aria-hidden="true">×</span>
          </Close>
        ) : null}
      </Header>
      {children}
    </Panel>
  );
}
