/**
 * The page's only script at load (inlined, self-contained: it is sent as its own source text, so it may use
 * nothing from outside its body). The server puts Remix's scripts in an inert `<template>`, so the HTML and CSS
 * paint first on a slow phone without JavaScript competing for the network; right after the page has loaded (the
 * browser's next idle moment) this puts them back where they were, at low fetch priority, which downloads the app
 * and hydrates the page (decision 021). A visitor who reaches for the page before that (a press, a key, a focus)
 * starts it at once.
 *
 * Controls answer a tap before the app is there on their own: menus are popovers, links and forms are the
 * browser's. A press on a control that only works with JavaScript (a button that is not a submit, a tab, a
 * combobox) before React listens is held and replayed on the same control once the page has hydrated, so the tap
 * is not lost. A field left before the page hydrated is left again for the app (a `focusout` once hydrated), so
 * the form shows its on-blur message as it would have. From `hydratingEvent` on (dispatched by entry.client just before `hydrateRoot`) React hears presses
 * itself (it hydrates at once the part pressed), so nothing more is held: a replay would press twice.
 * What is typed before hydration stays: react-hook-form keeps a field edited before the form is ready.
 */
export function loadAppAfterPaint(templateId: string, hydratedEvent: string, hydratingEvent: string): void {
  const template = document.getElementById(templateId);
  if (!(template instanceof HTMLTemplateElement)) return;
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';
  // A button with `commandfor` works alone where the browser has invoker commands; elsewhere its app handler does it.
  const native = 'command' in HTMLButtonElement.prototype ? ':not([commandfor])' : '';
  const jsControls = `button:not([type=submit]):not([popovertarget])${native},[role=button],[role=tab],[role=combobox],[role=checkbox]`;
  const keys = ['Enter', ' ', 'ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];
  const held: { control: Element; event: Event }[] = [];
  const left = new Set<Element>();
  let started = false;
  let reactListens = false;

  const start = () => {
    if (started) return;
    started = true;
    const nodes = document.importNode(template.content, true);
    for (const link of Array.from(nodes.querySelectorAll('link[rel=modulepreload]')))
      link.setAttribute('fetchpriority', 'low');
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

  const whenIdle = () => {
    const idle = (window as { requestIdleCallback?: (run: () => void, options: { timeout: number }) => void })
      .requestIdleCallback;
    if (idle) idle(start, { timeout: 500 });
    else setTimeout(start, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });

  const control = (target: EventTarget | null) => {
    const element = target instanceof Element ? target.closest(jsControls) : null;
    return element && !element.closest('summary,a[href],label') ? element : null;
  };

  const onEvent = (event: Event) => {
    if (event.type === 'focusout') {
      const field = event.target;
      // Until hydrated, not only until React listens: React drops a focusout on a part it has not hydrated yet.
      if (field instanceof Element && field.matches('input,select,textarea')) left.add(field);
      return;
    }
    start();
    const pressed = control(event.target);
    const isPress = event.type === 'pointerdown' || event.type === 'mousedown' || event.type === 'click';
    const isKey = event.type === 'keydown' && keys.includes((event as KeyboardEvent).key);
    if (pressed && (isPress || isKey) && !reactListens) held.push({ control: pressed, event });
  };

  const types = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'focusout', 'click'];
  for (const type of types) document.addEventListener(type, onEvent, { capture: true, passive: true });

  window.addEventListener(hydratingEvent, () => (reactListens = true), { once: true });
  window.addEventListener(
    hydratedEvent,
    () => {
      for (const type of types) document.removeEventListener(type, onEvent, { capture: true });
      for (const { control: pressed, event } of held) {
        if (!pressed.isConnected) continue;
        const Kind = event.constructor as typeof Event;
        pressed.dispatchEvent(new Kind(event.type, event));
      }
      left.forEach((field) => {
        if (field.isConnected && field !== document.activeElement)
          field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      });
    },
    { once: true },
  );
}
