/* What the visitor did with a DeferredView's server HTML before its code took over, and giving it to the view. */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface ControlState {
  value: string;
  checked: boolean;
}

/** What the visitor did with the server's HTML before the view took over: field values and the focus. */
export interface Carried {
  controls: Map<string, ControlState>;
  /** Fields the visitor left (blurred) in the server's HTML: the view's form is told, for its on-blur messages. */
  left: Set<string>;
  /** Button checkboxes (role=checkbox, e.g. Radix) the visitor ticked or unticked, by their place. */
  ticks: Map<number, boolean>;
  /** Modal dialogs the visitor opened (a `commandfor` button works before the code): open again in the view, by id. */
  dialogs: string[];
  focus: { key: string; start: number | null; end: number | null } | null;
  /** A control that works only with the code (a tab, a carousel's arrow) pressed in the server's HTML: pressed again. */
  pressed: string | null;
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
export function changedIn(container: HTMLElement): boolean {
  return Array.from(controlsOf(container).values()).some((control) =>
    isCheckable(control)
      ? control.checked !== control.defaultChecked
      : control instanceof HTMLSelectElement
        ? false
        : control.value !== control.defaultValue,
  );
}

/** A control that does nothing in the server's HTML: a button that neither submits nor opens something natively, a tab. */
export const JS_ONLY =
  'button:not([type=submit]):not([popovertarget]):not([commandfor]):not([role=checkbox]),[role=tab]';

const buttonBoxesOf = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('button[role=checkbox]'));

export function carry(container: HTMLElement, leftFields: Set<Element>, pressed: Element | null): Carried {
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
  const dialogs = Array.from(container.querySelectorAll('dialog[open]'), (dialog) => dialog.id).filter(Boolean);
  return {
    controls,
    left,
    ticks,
    dialogs,
    focus: key ? { key, start, end } : null,
    pressed: pressed ? focusKeyOf(container, pressed) : null,
  };
}

/**
 * Gives the view's fields what the visitor had typed or ticked in the server's HTML. The view (and a form library
 * attaching to its fields) starts from its defaults: each field that differs is set and told with the events React
 * listens to, as the first-use loader does (an assignment on the field moves React's value tracker away from the
 * wanted value, the prototype's setter puts it back without the tracker, so the event counts as a change).
 */
export function restore(container: HTMLElement, { controls, left, ticks, dialogs, focus, pressed }: Carried): void {
  for (const dialog of Array.from(container.querySelectorAll('dialog')))
    if (dialogs.includes(dialog.id) && !dialog.open) dialog.showModal();
  buttonBoxesOf(container).forEach((box, index) => {
    const ticked = ticks.get(index);
    if (ticked !== undefined && ticked !== (box.getAttribute('aria-checked') === 'true')) box.click();
  });
  controlsOf(container).forEach((control, key) => {
    if (left.has(key) && control !== document.activeElement)
      queueMicrotask(() => control.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
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
  const control = pressed ? elementOf(container, pressed) : null;
  if (control) queueMicrotask(() => control.click());
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
