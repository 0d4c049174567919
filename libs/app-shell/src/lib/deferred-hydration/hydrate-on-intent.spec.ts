import { hydrateOnIntent } from './hydrate-on-intent';

type Ran = Window & { scriptsRan?: number };
const HYDRATED = 'test:hydrated';
const HYDRATING = 'test:hydrating';

/** A page as the server sends it: a form, a menu button, a link and the app's scripts in a template. */
function serverPage() {
  document.body.innerHTML = `
    <form><input id="email" name="email" value=""><input id="terms" name="terms" type="checkbox">
      <button type="submit">Send</button></form>
    <button id="menu" type="button" aria-haspopup="menu">Menu</button>
    <p id="text">Text</p>
    <template id="app-scripts"><link rel="modulepreload" href="/app.js"><script>window.scriptsRan = (window.scriptsRan || 0) + 1;</script></template>`;
  (window as Ran).scriptsRan = 0;
  hydrateOnIntent('app-scripts', HYDRATED, HYDRATING);
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const dispatch = (target: EventTarget, type: string) => target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));

describe('hydrateOnIntent', () => {
  afterEach(() => window.dispatchEvent(new Event(HYDRATED)));

  it('keeps the scripts inert until the first use, then puts them in place once and runs them', () => {
    serverPage();
    dispatch(byId('text'), 'pointerover');
    expect(document.getElementById('app-scripts')).not.toBeNull();
    expect((window as Ran).scriptsRan).toBe(0);

    byId('email').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(document.getElementById('app-scripts')).toBeNull();
    expect(document.querySelector('link[rel=modulepreload][href="/app.js"]')).not.toBeNull();
    expect((window as Ran).scriptsRan).toBe(1);

    dispatch(byId('menu'), 'pointerdown');
    expect((window as Ran).scriptsRan).toBe(1);
  });

  it('starts on a pointer over a control, not over text', () => {
    serverPage();
    dispatch(byId('menu'), 'pointerover');
    expect(document.getElementById('app-scripts')).toBeNull();
  });

  it('gives back what was typed and ticked before hydration, as input the app sees', () => {
    serverPage();
    const email = byId<HTMLInputElement>('email');
    const terms = byId<HTMLInputElement>('terms');
    email.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    email.value = 'early@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    terms.checked = true;
    terms.dispatchEvent(new Event('change', { bubbles: true }));
    // The form library attaches and resets the fields to its defaults.
    email.value = '';
    terms.checked = false;
    const seen: string[] = [];
    document.addEventListener('input', (event) => seen.push(`input ${(event.target as HTMLInputElement).value}`));
    document.addEventListener('click', (event) => seen.push(`click ${(event.target as HTMLInputElement).checked}`));

    window.dispatchEvent(new Event(HYDRATED));
    expect(email.value).toBe('early@example.com');
    expect(terms.checked).toBe(true);
    expect(seen).toEqual(['input early@example.com', 'click true']);
  });

  it('replays a press on a control that needs JavaScript, and leaves submit buttons to the browser', () => {
    serverPage();
    const pressed: string[] = [];
    dispatch(byId('menu'), 'mousedown');
    dispatch(byId('menu'), 'click');
    dispatch(document.querySelector('button[type=submit]') as HTMLElement, 'mousedown');
    document.addEventListener('mousedown', (event) => pressed.push(`mousedown ${(event.target as HTMLElement).textContent}`));
    document.addEventListener('click', (event) => pressed.push(`click ${(event.target as HTMLElement).textContent}`));

    window.dispatchEvent(new Event(HYDRATED));
    expect(pressed).toEqual(['mousedown Menu', 'click Menu']);
    // Once hydrated, nothing more is held or replayed.
    dispatch(byId('menu'), 'click');
    expect(pressed).toEqual(['mousedown Menu', 'click Menu', 'click Menu']);
  });

  it('does not replay a press that came once React was hydrating: React dispatches that one itself', () => {
    serverPage();
    const pressed: string[] = [];
    dispatch(byId('menu'), 'pointerdown');
    window.dispatchEvent(new Event(HYDRATING));
    // React's listeners are attached from here; this press reaches the app without the loader.
    dispatch(byId('menu'), 'click');
    document.addEventListener('pointerdown', () => pressed.push('pointerdown'));
    document.addEventListener('click', () => pressed.push('click'));

    window.dispatchEvent(new Event(HYDRATED));
    // Only the press from before React listened is replayed: the click is not seen twice.
    expect(pressed).toEqual(['pointerdown']);
  });

  it('does nothing on a page without the template', () => {
    document.body.innerHTML = '<button type="button">x</button>';
    expect(() => hydrateOnIntent('app-scripts', HYDRATED, HYDRATING)).not.toThrow();
  });
});
