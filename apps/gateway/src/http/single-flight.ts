/**
 * Request coalescing, the one way in the gateway: while a call for a key is under way, every other caller of that
 * key gets the same promise instead of starting its own (one provider request per key however many visitors wait,
 * one render of a page however many ask for it at once). The key is free again as soon as the call settles.
 * lru-cache's `fetch` does the same for what lives in an LRU (the content read cache). Decision 044.
 */
export interface SingleFlight<T> {
  /** The call under way for `key`, or `start()`'s; `leader` is true for the caller that started it. */
  run(key: string, start: () => Promise<T>): { outcome: Promise<T>; leader: boolean };
  /** Forgets the calls under way (they still settle for whoever waits on them): the next caller starts anew. */
  clear(): void;
}

export function singleFlight<T>(): SingleFlight<T> {
  const running = new Map<string, Promise<T>>();
  return {
    run(key, start) {
      const found = running.get(key);
      if (found) return { outcome: found, leader: false };
      const outcome = start().finally(() => {
        if (running.get(key) === outcome) running.delete(key);
      });
      running.set(key, outcome);
      return { outcome, leader: true };
    },
    clear: () => running.clear(),
  };
}
