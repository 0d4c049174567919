import { useHydrated } from '@civicbrief/design-system';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const useMountLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * What the visitor did before the app arrived (pages load their scripts on first use, decision 021): the form's
 * answers are read once, as hydration ends and before the controlled inputs render from the survey's state.
 */
export function useAdoptFormValues(form: RefObject<HTMLFormElement | null>, adopt: (data: FormData) => void) {
  useMountLayoutEffect(() => {
    if (form.current) adopt(new FormData(form.current));
    // Once, on mount.
  }, []);
}

/**
 * Moves focus to the question when the step changes, for keyboard and screen readers: on a change, and on mount
 * when the page was already running (a new step's question), never on the page's first render.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const mountedLive = useRef(useHydrated());
  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (initial && !mountedLive.current) return;
    ref.current?.focus();
  }, [key]);
  return ref;
}
