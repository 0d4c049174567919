import { createElement, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType, type RefObject } from 'react';
import type { LazyComponent } from './lazy-component';

const ATTRIBUTE = 'data-deferred-view';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface ControlState {
  value: string;
  checked: boolean;
}

/** What the visitor did with the server's HTML before the view took over: field values and the focus. */
interface Carried {
  controls: Map<string, ControlState>;
  /** Fields the visitor left (blurred) in the server's HTML: the view's form is told, for its on-blur messages. */
  left: Set<string>;
  /** Button checkboxes (role=checkbox, e.g. Radix) the visitor ticked or unticked, by their place. */
  ticks: Map<number, boolean>;
  focus: { key: string; start: number | null; end: number | null } | null;
}

const subscribe = () => () => undefined;

/** True during the server render and hydration, false once the page is the browser's (as forms' useHydrated). */
function useHydrating(): boolean {
  return !useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** The server's HTML of the view, read once while the page hydrates (never on a later page, whose DOM is not ours). */
function serverHtmlOf(name: string, hydrating: boolean): string | null {
  if (!hydrating || typeof document === 'undefined') return null;
  return document.querySelector(`[${ATTRIBUTE}="${name}"]`)?.innerHTML ?? null;
}

/** Each field of the container by a key that names the same field in the view's own render: its id, else name and place. */
function controlsOf(container: HTMLElement): Map<string, Control> {
  const seen = new Map<string, number>();
  const controls = new Map<string, Control>();
  for (const control of Array.from(container.querySelectorAll<Control>('input,select,textarea'))) {
    const base = control.id ? `#${control.id}` : `${control.name}|${control.type === 'radio' ? control.value : ''}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    controls.set(`${base}|${count}`, control);
  }
  return controls;
}

const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';

/** The focused element's key (its id, else its place among the container's focusable elements). */
function focusKeyOf(container: HTMLElement, element: Element): string | null {
  if (!container.contains(element) || element === container) return null;
  if (element.id) return `#${element.id}`;
  const index = Array.from(container.querySelectorAll(FOCUSABLE)).indexOf(element);
  return index < 0 ? null : `@${index}`;
}

function elementOf(container: HTMLElement, key: string): HTMLElement | null {
  if (key.startsWith('#')) return container.querySelector<HTMLElement>(`[id="${key.slice(1)}"]`);
  return container.querySelectorAll<HTMLElement>(FOCUSABLE)[Number(key.slice(1))] ?? null;
}

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** True if the visitor changed a field of the server's HTML (its value is not the one the server wrote). */
function changedIn(container: HTMLElement): boolean {
  return Array.from(controlsOf(container).values()).some((control) =>
    isCheckable(control) ? control.checked !== control.defaultChecked : control instanceof HTMLSelectElement ? false : control.value !== control.defaultValue,
  );
}

const buttonBoxesOf = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>('button[role=checkbox]'));

function carry(container: HTMLElement, leftFields: Set<Element>): Carried {
  const controls = new Map<string, ControlState>();
  const left = new Set<string>();
  controlsOf(container).forEach((control, key) => {
    controls.set(key, { value: control.value, checked: isCheckable(control) && control.checked });
    if (leftFields.has(control)) left.add(key);
  });
  const active = document.activeElement;
  const key = active ? focusKeyOf(container, active) : null;
  const selectable = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  let start: number | null = null;
  let end: number | null = null;
  try {
    // Email and number inputs have no selection: reading it throws in some browsers, gives null in others.
    if (selectable) ({ selectionStart: start, selectionEnd: end } = active);
  } catch {
    start = end = null;
  }
  const ticks = new Map<number, boolean>();
  buttonBoxesOf(container).forEach((box, index) => ticks.set(index, box.getAttribute('aria-checked') === 'true'));
  return { controls, left, ticks, focus: key ? { key, start, end } : null };
}

/**
 * Gives the view's fields what the visitor had typed or ticked in the server's HTML. The view (and a form library
 * attaching to its fields) starts from its defaults: each field that differs is set and told with the events React
 * listens to, as the first-use loader does (an assignment on the field moves React's value tracker away from the
 * wanted value, the prototype's setter puts it back without the tracker, so the event counts as a change).
 */
function restore(container: HTMLElement, { controls, left, ticks, focus }: Carried): void {
  buttonBoxesOf(container).forEach((box, index) => {
    const ticked = ticks.get(index);
    if (ticked !== undefined && ticked !== (box.getAttribute('aria-checked') === 'true')) box.click();
  });
  controlsOf(container).forEach((control, key) => {
    if (left.has(key) && control !== document.activeElement) queueMicrotask(() => control.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    const before = controls.get(key);
    if (!before) return;
    const checkable = isCheckable(control);
    if (checkable ? control.checked === before.checked : control.value === before.value) return;
    const property = checkable ? 'checked' : 'value';
    const wanted = checkable ? before.checked : before.value;
    (control as unknown as Record<string, unknown>)[property] = checkable ? !wanted : wanted === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, property)?.set?.call(control, wanted);
    control.dispatchEvent(new Event(checkable ? 'click' : 'input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  });
  const lost = document.activeElement === null || document.activeElement === document.body;
  const target = focus && lost ? elementOf(container, focus.key) : null;
  if (!target || !focus) return;
  target.focus();
  if (focus.start === null || focus.end === null) return;
  try {
    (target as HTMLInputElement).setSelectionRange?.(focus.start, focus.end);
  } catch {
    // A field without a selection (email): the caret stays where focus put it.
  }
}

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export interface DeferredViewProps<P> {
  /** Names the view's container (`data-deferred-view`): one per page, a plain token. */
  name: string;
  /** The view's code (`lazyComponent`); the server entry gives it at once with `provide`. */
  view: LazyComponent<P>;
  props: P;
  /**
   * An element whose approach loads the view instead of the view's own: for a view out of sight until a tap shows
   * it (a closed dialog's form loads as its opening button nears the viewport, so the tap fetches nothing).
   */
  near?: RefObject<Element>;
}

/**
 * A part of the page whose code loads as it nears the viewport or when the visitor first reaches for it (decision
 * 021's budget: not with the page), for a
 * part too big to ship with every page and not a single control (a whole form with its validation, its place lists
 * and its dialog). The server renders the view itself (`view.provide` in entry.server). While the page hydrates the
 * server's HTML stays as it is: the container renders that same HTML back (`dangerouslySetInnerHTML`, no Suspense
 * boundary to be left dehydrated, React #421) and nothing in it is live yet; a form in it posts to its action as
 * without JavaScript. A pointer over it, a touch, a focus or a key inside it downloads the code; then the view takes
 * over with its props, given what was typed or ticked meanwhile and the focus (with the caret) where it was. The
 * swap waits for a press under way to be released, so the click that follows reaches the element it began on.
 * On a page reached in the browser there is no server HTML: the code loads at once (once per visit). A chunk that
 * cannot be fetched leaves the server's HTML (working as without JavaScript) and is tried again on the next reach.
 */
export function DeferredView<P extends object>({ name, view, props, near }: DeferredViewProps<P>) {
  const hydrating = useHydrating();
  const [serverHtml] = useState(() => serverHtmlOf(name, hydrating));
  const [View, setView] = useState(() => view.current());
  const container = useRef<HTMLDivElement>(null);
  const arrived = useRef<ComponentType<P> | null>(null);
  const pressing = useRef(false);
  const carried = useRef<Carried | null>(null);
  const leftFields = useRef(new Set<Element>());

  const flush = useCallback(() => {
    const component = arrived.current;
    if (!component || pressing.current) return;
    arrived.current = null;
    carried.current = container.current ? carry(container.current, leftFields.current) : null;
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
    if (View || !serverHtml || !element) return undefined;
    if (element.contains(document.activeElement) || changedIn(element)) {
      start();
      return undefined;
    }
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: '600px 0px' });
    observer.observe(near?.current ?? element);
    return () => observer.disconnect();
  }, [View, serverHtml, start, near]);

  // In the commit that shows the view, before the visitor can type again: the fields and the focus carried over.
  useIsomorphicLayoutEffect(() => {
    const state = carried.current;
    carried.current = null;
    if (View && state && container.current) restore(container.current, state);
  }, [View]);

  // The same element while View and props stay: a render of the parent (a modal opening) does not render the view again.
  const rendered = useMemo(() => (View ? createElement(View as ComponentType<P>, props) : null), [View, props]);
  const attributes = { [ATTRIBUTE]: name };
  if (rendered) {
    return (
      <div ref={container} {...attributes}>
        {rendered}
      </div>
    );
  }
  return (
    <div
      ref={container}
      {...attributes}
      dangerouslySetInnerHTML={{ __html: serverHtml ?? '' }}
      onPointerOver={start}
      onFocus={start}
      onBlur={(event) => {
        if (event.target.matches('input,select,textarea')) leftFields.current.add(event.target);
      }}
      onTouchStart={start}
      onPointerDown={(event) => {
        if (event.nativeEvent.isTrusted) press();
        start();
      }}
      onKeyDown={(event) => {
        if ((event.key === 'Enter' || event.key === ' ') && event.nativeEvent.isTrusted) press();
        start();
      }}
      onInput={start}
    />
  );
}
