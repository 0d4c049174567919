import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export type ToastStatus = 'error' | 'success' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  status?: ToastStatus;
  /** Milliseconds before it closes itself; spec §9: 5000 by default. */
  duration?: number;
  /** Shows a close control (every failure toast of the spec is closable). Default true. */
  closable?: boolean;
}

interface ToastItem extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string;
}

type ShowToast = (options: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: min(24rem, 100vw);
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  outline: none;
`;

const Root = styled(RadixToast.Root)<{ $status: ToastStatus }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid
    ${({ theme, $status }) => ($status === 'error' ? theme.colors.danger : $status === 'success' ? theme.colors.success : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const Body = styled.div`
  flex: 1;
`;

const Title = styled(RadixToast.Title)`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled(RadixToast.Description)`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Close = styled(RadixToast.Close)`
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.25rem;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

/**
 * Toasts over Radix Toast: announced politely to screen readers (errors assertively), paused on hover
 * and focus, reachable with F8. Wrap the app once; call `useToast()` where a toast is raised.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const show = useCallback<ShowToast>((options) => {
    setItems((current) => [
      ...current,
      {
        id: Date.now() + Math.random(),
        title: options.title,
        description: options.description,
        status: options.status ?? 'info',
        duration: options.duration ?? 5000,
        closable: options.closable ?? true,
      },
    ]);
  }, []);
  const remove = (id: number) => setItems((current) => current.filter((item) => item.id !== id));
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider swipeDirection="right">
        {children}
        {items.map((item) => (
          <Root
            key={item.id}
            $status={item.status}
            duration={item.duration}
            type={item.status === 'error' ? 'foreground' : 'background'}
            data-status={item.status}
            onOpenChange={(open) => (open ? undefined : remove(item.id))}
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
        <Viewport label="Notifications ({hotkey})" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** Raises a toast; outside a ToastProvider it does nothing (server render, isolated component tests). */
export function useToast(): ShowToast {
  return useContext(ToastContext) ?? noop;
}

const noop: ShowToast = () => undefined;
