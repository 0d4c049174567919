// What a person does in a server-rendered form before its client code has hydrated it: the fields they
// changed, the fields they left and a submit. Replayed once the form is hydrated, as events React handles.

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

// The prototype's setters, not the element's own (React tracks a field's value through those).
const setterOf = (field: Field, property: 'value' | 'checked') => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set;
const isToggle = (field: Field) => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

export interface EarlyEdits {
  /** Stops recording; puts the recorded values back and tells React of them, then blurs and submits. */
  replay(): void;
  /** Stops recording; a held submit goes to the server as the browser would have sent it. */
  release(): void;
}

/** Records edits inside `container` until replay() or release(). A submit is held until then. */
export function recordEarlyEdits(container: HTMLElement): EarlyEdits {
  const edited = new Map<Field, string | boolean>();
  const left = new Set<Field>();
  let submitted: HTMLFormElement | null = null;

  const onEdit = (event: Event) => {
    if (isField(event.target)) edited.set(event.target, isToggle(event.target) ? (event.target as HTMLInputElement).checked : event.target.value);
  };
  const onLeave = (event: Event) => {
    if (isField(event.target)) left.add(event.target);
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    submitted = event.target as HTMLFormElement;
  };
  container.addEventListener('input', onEdit, true);
  container.addEventListener('change', onEdit, true);
  container.addEventListener('focusout', onLeave, true);
  container.addEventListener('submit', onSubmit, true);
  const stop = () => {
    container.removeEventListener('input', onEdit, true);
    container.removeEventListener('change', onEdit, true);
    container.removeEventListener('focusout', onLeave, true);
    container.removeEventListener('submit', onSubmit, true);
  };

  return {
    replay() {
      stop();
      for (const [field, value] of edited) {
        if (!field.isConnected) continue;
        // The prototype's setters bypass React's value tracking, so React sees a change and calls onChange.
        if (typeof value === 'boolean') {
          if ((field as HTMLInputElement).checked === value) continue;
          setterOf(field, 'checked')?.call(field, value);
          field.dispatchEvent(new Event('click', { bubbles: true }));
        } else {
          setterOf(field, 'value')?.call(field, value);
          field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
        }
      }
      for (const field of left) {
        if (field.isConnected && field !== document.activeElement) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      }
      if (submitted?.isConnected) submitted.requestSubmit();
    },
    release() {
      stop();
      if (submitted?.isConnected) submitted.submit();
    },
  };
}
