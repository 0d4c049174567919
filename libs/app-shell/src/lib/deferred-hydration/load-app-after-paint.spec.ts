import { loadAppAfterPaint } from './load-app-after-paint';

type Ran = Window & { scriptsRan?: number };
const HYDRATED = 'test:hydrated';
const HYDRATING = 'test:hydrating';

/** A page as the server sends it: a form, a menu popover, a JavaScript button and the app's scripts in a template. */
function serverPage() {
  document.body.innerHTML = `
    <form><input id="email" name="email" value=""><button type="submit">Send</button></form>
    <button id="menu" type="button" popovertarget="menu-list">Menu</button><div id="menu-list" popover>…</div>
    <button id="follow" type="button" aria-pressed="false">Follow</button>
    <p id="text">Text</p>
    <template id="app-scripts"><link rel="modulepreload" href="/app.js"><script>window.scriptsRan = (window.scriptsRan || 0) + 1;</script></template>`;
  (window as Ran).scriptsRan = 0;
  loadAppAfterPaint('app-scripts', HYDRATED, HYDRATING);
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const dispatch = (target: EventTarget, type: string) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));

describe('loadAppAfterPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    window.dispatchEvent(new Event(HYDRATED));
    jest.useRealTimers();
  });

  it('keeps the scripts inert while the page paints, then puts them in place once, at low priority, and runs them', () => {
    serverPage();
    // jsdom's document has finished loading: the scripts start at the next idle moment, untouched.
    expect(document.getElementById('app-scripts')).not.toBeNull();
    expect((window as Ran).scriptsRan).toBe(0);
    jest.runAllTimers();
    expect(document.getElementById('app-scripts')).toBeNull();
    expect(document.querySelector('link[rel=modulepreload][href="/app.js"]')?.getAttribute('fetchpriority')).toBe(
      'low',
    );
    expect((window as Ran).scriptsRan).toBe(1);

    dispatch(byId('follow'), 'pointerdown');
    jest.runAllTimers();
    expect((window as Ran).scriptsRan).toBe(1);
  });

  it('starts at once when the visitor reaches for the page before it is idle', () => {
    serverPage();
    byId('email').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(document.getElementById('app-scripts')).toBeNull();
    expect((window as Ran).scriptsRan).toBe(1);
  });

  it('replays a press on a control that needs JavaScript, and leaves popovers and submit buttons to the browser', () => {
    serverPage();
    const pressed: string[] = [];
    for (const id of ['follow', 'menu']) {
      dispatch(byId(id), 'mousedown');
      dispatch(byId(id), 'click');
    }
    dispatch(document.querySelector('button[type=submit]') as HTMLElement, 'mousedown');
    document.addEventListener('mousedown', (event) =>
      pressed.push(`mousedown ${(event.target as HTMLElement).textContent}`),
    );
    document.addEventListener('click', (event) => pressed.push(`click ${(event.target as HTMLElement).textContent}`));

    window.dispatchEvent(new Event(HYDRATED));
    expect(pressed).toEqual(['mousedown Follow', 'click Follow']);
    // Once hydrated, nothing more is held or replayed.
    dispatch(byId('follow'), 'click');
    expect(pressed).toEqual(['mousedown Follow', 'click Follow', 'click Follow']);
  });

  it('does not replay a press that came once React was hydrating: React dispatches that one itself', () => {
    serverPage();
    const pressed: string[] = [];
    dispatch(byId('follow'), 'pointerdown');
    window.dispatchEvent(new Event(HYDRATING));
    // React's listeners are attached from here; this press reaches the app without the loader.
    dispatch(byId('follow'), 'click');
    document.addEventListener('pointerdown', () => pressed.push('pointerdown'));
    document.addEventListener('click', () => pressed.push('click'));

    window.dispatchEvent(new Event(HYDRATED));
    // Only the press from before React listened is replayed: the click is not seen twice.
    expect(pressed).toEqual(['pointerdown']);
  });

  it('leaves again, for the app, a field left before React listened, unless the visitor is back in it', () => {
    serverPage();
    const email = byId<HTMLInputElement>('email');
    email.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    email.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    const seen: string[] = [];
    document.addEventListener('focusout', (event) => seen.push((event.target as HTMLElement).id));
    window.dispatchEvent(new Event(HYDRATED));
    expect(seen).toEqual(['email']);

    serverPage();
    const again = byId<HTMLInputElement>('email');
    again.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    again.focus();
    seen.length = 0;
    window.dispatchEvent(new Event(HYDRATED));
    expect(seen).toEqual([]);
  });

  it('does nothing on a page without the template', () => {
    document.body.innerHTML = '<button type="button">x</button>';
    expect(() => loadAppAfterPaint('app-scripts', HYDRATED, HYDRATING)).not.toThrow();
  });
});
