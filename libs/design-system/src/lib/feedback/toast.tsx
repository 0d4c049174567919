'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { theme } from '../theme/theme';
import { styled } from 'styled-components';
import { lazyComponent } from '../lazy/lazy-component';

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

export interface ToastItem extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string;
}

type ShowToast = (options: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** The list toasts are shown in: the stand-in's and, once a toast is raised, Radix's Viewport's. */
export const ViewportList = styled.ol`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  width: min(24rem, 100vw);
  margin: 0;
  padding: ${theme.space[4]};
  list-style: none;
  outline: none;
`;

export const viewportLabel = 'Notifications ({hotkey})';

export interface ToastViewProps {
  items: readonly ToastItem[];
  onClosed: (id: number) => void;
}

/** Radix Toast (announcements, swipe, F8, pause on hover) arrives with the page's first toast (decision 021). */
const toastView = lazyComponent<ToastViewProps>(() => import('./toast-view').then((module) => module.ToastView));

/**
 * Toasts over Radix Toast: announced politely to screen readers (errors assertively), paused on hover
 * and focus, reachable with F8. Wrap the app once; call `useToast()` where a toast is raised. Until the first toast
 * the region is a stand-in with Radix's empty markup; the first `show` loads Radix Toast and shows the toast.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const [View, setView] = useState(() => toastView.current());
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
    toastView.load().then(
      (component) => setView(() => component),
      () => undefined,
    );
  }, []);
  const remove = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {View ? (
        <View items={items} onClosed={remove} />
      ) : (
        // Radix's Viewport as it renders with no toast.
        <div
          role="region"
          aria-label={viewportLabel.replace('{hotkey}', 'F8')}
          tabIndex={-1}
          style={{ pointerEvents: 'none' }}
        >
          <ViewportList tabIndex={-1} />
        </div>
      )}
    </ToastContext.Provider>
  );
}

/** Raises a toast; outside a ToastProvider it does nothing (server render, isolated component tests). */
export function useToast(): ShowToast {
  return useContext(ToastContext) ?? noop;
}

const noop: ShowToast = () => undefined;
