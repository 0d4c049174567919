import type { ComponentType } from 'react';

/** A component whose module is downloaded once, when first wanted. */
export interface LazyComponent<P> {
  /** The component if it has arrived. */
  current: () => ComponentType<P> | undefined;
  load: () => Promise<ComponentType<P>>;
  /**
   * Gives the component at once, from a static import: the server entry, which renders it in full in one pass
   * (a `DeferredView`'s HTML), and unit tests. A browser module must not call it, or the code rides along.
   */
  provide: (component: ComponentType<P>) => void;
}

/**
 * A component whose code (e.g. the toast's view, Radix Toast with its dismissable layer) is downloaded only when
 * first wanted, not with the page's first use (decision 021's first-use budget). `load` is called once per page;
 * later mounts get the loaded component at once.
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
    provide: (component) => {
      loaded = component;
    },
  };
}
