/**
 * The page's only script at load (inlined, self-contained: it is sent as its own source text, so it may use
 * nothing from outside its body). The server puts Remix's scripts in an inert `<template>`; this waits for the
 * visitor's first reach for something interactive (focus, a press, a key, a pointer over a control) and then
 * puts them back where they were, which downloads the app and hydrates the page (decision 021).
 *
 * Until the page has hydrated:
 * - what the visitor types or ticks is noted, and put back once React and the forms own the fields (a form
 *   library may reset a field to its default when it attaches);
 * - presses on controls that only work with JavaScript (menus, dialogs, tabs) are held and replayed on the same
 *   control, so the tap that started the download still opens the menu;
 * - submit buttons, links and native controls keep their own behaviour: a form submitted before hydration posts
 *   to the server, which answers it like any form without JavaScript.
 * `hydratedEvent` on `window` (dispatched by the document once its effects ran) ends the waiting.
 *
 * From `hydratingEvent` on (dispatched by entry.client just before React's `hydrateRoot`), presses are no longer
 * held: React listens from then on and itself hydrates at once and dispatches a press that comes while it is still
 * hydrating. Holding it too would replay it a second time once hydrated: a menu opened by React's dispatch would be
 * toggled shut again by the replay (the marketing Industry menu that sometimes did not open on the first click).
 */
export function hydrateOnIntent(templateId: string, hydratedEvent: string, hydratingEvent: string): void {
  const template = document.getElementById(templateId);
  if (!(template instanceof HTMLTemplateElement)) return;
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';
  const interactive = 'a,button,input,select,textarea,label,summary,[tabindex],[role]';
  const jsControls = 'button:not([type=submit]),[role=button],[role=tab],[role=combobox],[aria-haspopup]';
  const keys = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];
  const edits = new Map<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, { value: string; checked: boolean }>();
  const held: { control: Element; event: Event }[] = [];
  let started = false;
  let reactListens = false;

  const start = () => {
    if (started) return;
    started = true;
    const nodes = document.importNode(template.content, true);
    // A script element parsed inside a template never runs; a fresh one with the same text and attributes does.
    for (const old of Array.from(nodes.querySelectorAll('script'))) {
      const script = document.createElement('script');
      for (const attribute of Array.from(old.attributes)) script.setAttribute(attribute.name, attribute.value);
      script.nonce = nonce;
      script.textContent = old.textContent;
      old.replaceWith(script);
    }
    template.replaceWith(nodes);
  };

  const control = (target: EventTarget | null) => {
    const element = target instanceof Element ? target.closest(jsControls) : null;
    return element && !element.closest('summary,a[href]') ? element : null;
  };

  const onEvent = (event: Event) => {
    const target = event.target;
    if (event.type === 'input' || event.type === 'change') {
      if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) {
        edits.set(target, { value: target.value, checked: target instanceof HTMLInputElement && target.checked });
      }
      return;
    }
    if (event.type === 'pointerover' && !(target instanceof Element && target.closest(interactive))) return;
    start();
    const pressed = control(target);
    const isPress = event.type === 'pointerdown' || event.type === 'mousedown' || event.type === 'click';
    const isKey = event.type === 'keydown' && keys.includes((event as KeyboardEvent).key);
    if (pressed && (isPress || isKey) && !reactListens) held.push({ control: pressed, event });
  };

  const types = ['pointerover', 'pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click', 'input', 'change'];
  for (const type of types) document.addEventListener(type, onEvent, { capture: true, passive: true });

  window.addEventListener(hydratingEvent, () => (reactListens = true), { once: true });
  window.addEventListener(
    hydratedEvent,
    () => {
      for (const type of types) document.removeEventListener(type, onEvent, { capture: true });
      edits.forEach((edit, field) => {
        if (!field.isConnected) return;
        const checkable = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
        const property = checkable ? 'checked' : 'value';
        const wanted = checkable ? edit.checked : edit.value;
        // React and the form library may hold the defaults while the field shows what was typed: tell them again.
        // An assignment on the field itself moves React's value tracker away from the wanted value, the
        // prototype's setter then puts it back without the tracker, so the event below counts as a change.
        (field as unknown as Record<string, unknown>)[property] = checkable ? !wanted : wanted === '' ? ' ' : '';
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, property)?.set?.call(field, wanted);
        field.dispatchEvent(new Event(checkable ? 'click' : 'input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      });
      for (const { control: pressed, event } of held) {
        if (!pressed.isConnected) continue;
        const Kind = event.constructor as typeof Event;
        pressed.dispatchEvent(new Kind(event.type, event));
      }
    },
    { once: true },
  );
}
