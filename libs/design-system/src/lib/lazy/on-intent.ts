import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';

/** What a control's code, loaded on first use, gets besides its own props: the ref of its trigger button. */
export interface LoadedControlProps {
  triggerRef: RefObject<HTMLButtonElement>;
}

/** A component whose module is downloaded once, when first wanted. */
export interface LazyComponent<P> {
  /** The component if it has arrived. */
  current: () => ComponentType<P> | undefined;
  load: () => Promise<ComponentType<P>>;
}

/**
 * A component whose code (e.g. Radix DropdownMenu or Dialog with their positioning, focus trap and scroll lock) is
 * downloaded only when a visitor reaches for it, not with the page's first use (decision 021's first-use budget).
 * `load` is called once per page; later mounts get the loaded component at once.
 */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  return {
    current: () => loaded,
    load: () => {
      loading ??= load().then(
        (component) => (loaded = component),
        (error: unknown) => {
          // A failed download (offline) is tried again on the next reach.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

type Replay = { type: 'pointerdown' } | { type: 'keydown'; key: string } | { type: 'click' };

export interface StandInOptions {
  /** What opens the real control: Radix menus open on pointerdown (and Enter, Space, ArrowDown), dialogs on click. */
  opensOn: 'pointerdown' | 'click';
}

const menuKeys = ['Enter', ' ', 'ArrowDown'];

/**
 * Until the control's code has arrived, its trigger is a stand-in: a button with the same markup as the real one
 * closed (so the server's HTML and hydration do not change). Pointing at it or focusing it starts the download; a
 * press or an opening key is remembered and replayed on the real trigger once it is rendered, and the focus moves
 * to it, so the press that started the download still opens the control (by keyboard as by pointer).
 */
export function useOnIntent<P>(control: LazyComponent<P & LoadedControlProps>, { opensOn }: StandInOptions) {
  const [Loaded, setLoaded] = useState(() => control.current());
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pending = useRef<Replay | null>(null);
  const focused = useRef(false);

  // The stand-in is swapped for the real trigger once its code has arrived, but not while a press is under way
  // (pointer or key down: the browser sends the click to the element the press began on, so a swap between
  // pointerdown and click would lose it), and not under the focus unless for a press to replay (a keyboard or
  // screen reader user on the trigger keeps it until they use it).
  const pressing = useRef(false);
  const arrived = useRef<ComponentType<P & LoadedControlProps> | null>(null);

  const flush = useCallback(() => {
    const component = arrived.current;
    if (!component || pressing.current) return;
    const hasFocus = triggerRef.current !== null && triggerRef.current === document.activeElement;
    if (hasFocus && !pending.current) return;
    arrived.current = null;
    focused.current = hasFocus;
    setLoaded(() => component);
  }, []);

  const start = useCallback(() => {
    const ready = control.current();
    const loading = ready ? Promise.resolve(ready) : control.load();
    loading.then(
      (component) => {
        arrived.current = component;
        flush();
      },
      () => undefined,
    );
  }, [control, flush]);

  const press = useCallback(() => {
    if (pressing.current) return;
    pressing.current = true;
    const types = ['pointerup', 'pointercancel', 'keyup', 'click'];
    const release = () => {
      types.forEach((type) => window.removeEventListener(type, release, true));
      // After the click that follows pointerup (or the keyup's own click) has reached the stand-in.
      setTimeout(() => {
        pressing.current = false;
        flush();
      }, 0);
    };
    types.forEach((type) => window.addEventListener(type, release, true));
  }, [flush]);

  // In the commit that swaps the triggers, so no key or check sees the focus lost on the body in between; unless
  // the focus went elsewhere meanwhile.
  useIsomorphicLayoutEffect(() => {
    const trigger = triggerRef.current;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (Loaded && trigger && focused.current && lost) trigger.focus();
  }, [Loaded]);

  // After the real control's own effects (Radix listens for keys on the document from one): the press is replayed.
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!Loaded || !trigger) return;
    const replay = pending.current;
    pending.current = null;
    if (replay?.type === 'keydown') {
      trigger.dispatchEvent(new KeyboardEvent('keydown', { key: replay.key, bubbles: true, cancelable: true }));
    } else if (replay?.type === 'pointerdown') {
      const Kind = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
      trigger.dispatchEvent(new Kind('pointerdown', { bubbles: true, cancelable: true, button: 0, pointerType: 'mouse' } as PointerEventInit));
    } else if (replay?.type === 'click') {
      trigger.click();
    }
  }, [Loaded]);

  const standIn = {
    ref: triggerRef,
    onPointerEnter: start,
    onFocus: (_event: FocusEvent<HTMLButtonElement>) => start(),
    onBlur: (_event: FocusEvent<HTMLButtonElement>) => setTimeout(flush, 0),
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      // A press the first-use loader replays after hydration (not trusted) has long been released.
      if (event.nativeEvent.isTrusted) press();
      start();
      if (opensOn === 'pointerdown' && event.button === 0 && !event.ctrlKey) {
        pending.current = { type: 'pointerdown' };
        event.preventDefault();
      }
    },
    onClick: (_event: MouseEvent<HTMLButtonElement>) => {
      if (opensOn === 'click') pending.current = { type: 'click' };
      start();
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if ((event.key === 'Enter' || event.key === ' ') && event.nativeEvent.isTrusted) press();
      if (opensOn !== 'pointerdown' || !menuKeys.includes(event.key)) return;
      pending.current = { type: 'keydown', key: event.key };
      event.preventDefault();
      start();
    },
  };
  return { Loaded, triggerRef, standIn };
}
