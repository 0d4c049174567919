import { createElement, lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { recordEarlyEdits, type EarlyEdits } from './early-edits';

/** What says someone is about to use the form: its code starts loading at once. */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'pointerenter'] as const;

interface Gate {
  open: boolean;
  opened: Promise<void>;
  openNow: () => void;
  edits?: EarlyEdits;
}

function gate(open: boolean): Gate {
  let openNow = () => undefined as void;
  const opened = new Promise<void>((resolve) => (openNow = resolve));
  return { open, opened, openNow };
}

// Set once a deferred part has hydrated: parts mounted later (client navigation) load at once.
let pageHydrated = false;

const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
};

/**
 * A component whose code is its own chunk, for forms (decision 021). The server renders it in full (the
 * document waits for every Suspense boundary), so it works without JavaScript. In the browser its server HTML
 * stays, not hydrated, until the first focus, press, key or pointer on it, or until the page is idle; then the
 * chunk loads and React hydrates it in place. Edits and a submit made meanwhile are replayed once it is hydrated.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load());
  const Part = lazy(async () => ({ default: await start() })) as unknown as ComponentType<P>;

  function Replay({ edits }: { edits?: EarlyEdits }) {
    useEffect(() => edits?.replay(), [edits]);
    return null;
  }

  function Gated({ state, props }: { state: Gate; props: P }) {
    if (!state.open) throw state.opened;
    return (
      <>
        {createElement(Part, props)}
        <Replay edits={state.edits} />
      </>
    );
  }

  function Deferred(props: P) {
    const container = useRef<HTMLDivElement>(null);
    const [state] = useState(() => gate(typeof document === 'undefined' || pageHydrated));

    useEffect(() => {
      pageHydrated = true;
      const element = container.current;
      if (state.open || !element) return undefined;
      state.edits = recordEarlyEdits(element);
      let cancelIdle = () => undefined as void;
      const go = () => {
        for (const type of INTENT_EVENTS) element.removeEventListener(type, go, true);
        cancelIdle();
        start().then(
          () => {
            state.open = true;
            state.openNow();
          },
          // Without its code the server's form still posts to its action.
          () => state.edits?.release(),
        );
      };
      for (const type of INTENT_EVENTS) element.addEventListener(type, go, true);
      cancelIdle = whenIdle(go);
      return () => {
        for (const type of INTENT_EVENTS) element.removeEventListener(type, go, true);
        cancelIdle();
      };
    }, [state]);

    return (
      <div ref={container}>
        <Suspense fallback={null}>
          <Gated state={state} props={props} />
        </Suspense>
      </div>
    );
  }
  return memo(Deferred) as unknown as ComponentType<P>;
}
