'use client';

import * as RadixToast from '@radix-ui/react-toast';
import { theme } from '../theme/theme';
import { createPortal } from 'react-dom';
import { styled } from 'styled-components';
import { useOpenModal } from '../overlay/open-modal';
import { viewportLabel, ViewportList, type ToastStatus, type ToastViewProps } from './toast';

const Root = styled(RadixToast.Root)<{ $status: ToastStatus }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-left: 6px solid
    ${({ $status }) => ($status === 'error' ? theme.colors.danger : $status === 'success' ? theme.colors.success : theme.colors.primary)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.lg};
  color: ${theme.colors.text};
`;

const Body = styled.div`
  flex: 1;
`;

const Title = styled(RadixToast.Title)`
  margin: 0;
  font-weight: ${theme.fontWeights.semibold};
`;

const Description = styled(RadixToast.Description)`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.colors.mutedText};
`;

const Close = styled(RadixToast.Close)`
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.text};
  font-size: 1.25rem;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${theme.colors.focusRing};
  }
`;

/** ToastProvider's toasts and viewport once Radix Toast has arrived (loaded by toast.tsx with the first toast). */
export function ToastView({ items, onClosed }: ToastViewProps) {
  const modal = useOpenModal();
  const viewport = (
    <RadixToast.Viewport label={viewportLabel} asChild>
      <ViewportList />
    </RadixToast.Viewport>
  );
  return (
    <RadixToast.Provider swipeDirection="right">
      {items.map((item) => (
        <Root
          key={item.id}
          $status={item.status}
          duration={item.duration}
          type={item.status === 'error' ? 'foreground' : 'background'}
          data-status={item.status}
          onOpenChange={(open) => (open ? undefined : onClosed(item.id))}
        >
          <Body>
            <Title>{item.title}</Title>
            {item.description ? <Description>{item.description}</Description> : null}
          </Body>
          {item.closable ? (
            <Close aria-label="Close notification">
              <span aria-hidden="true">×</span>
            </Close>
          ) : null}
        </Root>
      ))}
      {/* Inside an open modal, which makes the page behind it inert and covers it: there the toast shows and can be closed. */}
      {modal ? createPortal(viewport, modal) : viewport}
    </RadixToast.Provider>
  );
}
