import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { carry, changedIn, restore, type Carried } from './carry-over';
import type { LazyComponent } from './lazy-component';

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * When a DeferredView's code loads and takes over from the server's HTML (see DeferredView): `start` loads it,
 * `press` holds the swap until a press under way is released; the fields and focus are carried over into the view.
 */
export function useDeferredLoad<P>(
  view: LazyComponent<P>,
  serverHtml: string | null,
  { near, serverHtmlSuffices }: { near?: RefObject<Element>; serverHtmlSuffices: boolean },
) {
  const [View, setView] = useState(() => view.current());
  const container = useRef<HTMLDivElement>(null);
  const arrived = useRef<ComponentType<P> | null>(null);
  const pressing = useRef(false);
  const carried = useRef<Carried | null>(null);
  const leftFields = useRef(new Set<Element>());
  const pressedControl = useRef<Element | null>(null);

  const flush = useCallback(() => {
    const component = arrived.current;
    if (!component || pressing.current) return;
    arrived.current = null;
    carried.current = container.current ? carry(container.current, leftFields.current, pressedControl.current) : null;
    setView(() => component);
  }, []);

  const start = useCallback(() => {
    if (View) return;
    view.load().then(
      (component) => {
        arrived.current = component;
        flush();
      },
      () => undefined,
    );
  }, [View, view, flush]);

  const press = useCallback(() => {
    if (pressing.current) return;
    pressing.current = true;
    const types = ['pointerup', 'pointercancel', 'keyup', 'click'];
    const release = () => {
      types.forEach((type) => window.removeEventListener(type, release, true));
      // After the click that follows pointerup (or the key's own click) has reached its element.
      setTimeout(() => {
        pressing.current = false;
        flush();
      }, 0);
    };
    types.forEach((type) => window.addEventListener(type, release, true));
  }, [flush]);

  // A page reached in the browser has no server HTML to keep (nor one whose server did not render the view): its
  // view loads at once.
  useEffect(() => {
    if (!View && !serverHtml) start();
  }, [View, serverHtml, start]);

  // The server's HTML once the page has hydrated: used before (a field changed, the focus in it) loads the code at
  // once; otherwise it loads as the part nears the viewport (600 px ahead), before the visitor can reach it, or on
  // the first reach, whichever comes first.
  useEffect(() => {
    const element = container.current;
    if (View || !serverHtml || !element || serverHtmlSuffices) return undefined;
    if (element.contains(document.activeElement) || changedIn(element)) {
      start();
      return undefined;
    }
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
      rootMargin: '600px 0px',
    });
    observer.observe(near?.current ?? element);
    return () => observer.disconnect();
  }, [View, serverHtml, start, near, serverHtmlSuffices]);

  // In the commit that shows the view, before the visitor can type again: the fields and the focus carried over.
  useIsomorphicLayoutEffect(() => {
    const state = carried.current;
    carried.current = null;
    if (View && state && container.current) restore(container.current, state);
  }, [View]);

  return { View, container, start, press, leftFields, pressedControl };
}
