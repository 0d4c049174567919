import type { ProviderSource } from '@civicbrief/contracts';
import type { AnswerStore } from './answer-store';
import type { Resilience } from './resilience';
import { singleFlight } from '../http/single-flight';

/** A provider's answer with where it came from. */
export interface Sourced<T> {
  value: T;
  source: ProviderSource;
}

export interface CachedSourceOptions {
  /** The provider's name: prefixes its keys and names it in answers. */
  provider: string;
  store: AnswerStore;
  resilience: Resilience;
  /** A stored answer younger than this is served without asking the provider. */
  freshMs: number;
  /** A stored answer younger than this is served when the provider fails (stale-if-error). */
  staleMs: number;
  now?: () => number;
}

export type CachedSource = <T>(key: string, read: (signal: AbortSignal) => Promise<T>) => Promise<Sourced<T>>;

/**
 * Reads through the store: a fresh answer is served as it is; otherwise the provider is asked (one request per
 * key at a time, however many visitors wait for it) and a good answer is stored. When the provider fails, an
 * answer up to `staleMs` old is served, marked stale; only with none is the failure thrown.
 */
export function createCachedSource(options: CachedSourceOptions): CachedSource {
  const { provider, store, resilience, freshMs, staleMs, now = Date.now } = options;
  const inFlight = singleFlight<Sourced<unknown>>();
  const sourced = <T>(value: T, fetchedAt: number, stale: boolean): Sourced<T> => ({
    value,
    source: { provider, fetchedAt: new Date(fetchedAt).toISOString(), stale },
  });

  async function fetchThrough<T>(key: string, read: (signal: AbortSignal) => Promise<T>): Promise<Sourced<T>> {
    const stored = await store.get(key);
    if (stored && now() - stored.fetchedAt < freshMs) return sourced(stored.value as T, stored.fetchedAt, false);
    try {
      const value = await resilience.run(read);
      const fetchedAt = now();
      await store.set(key, { value, fetchedAt }, Math.max(freshMs, staleMs));
      return sourced(value, fetchedAt, false);
    } catch (error) {
      if (stored && now() - stored.fetchedAt < staleMs) return sourced(stored.value as T, stored.fetchedAt, true);
      throw error;
    }
  }

  return <T>(key: string, read: (signal: AbortSignal) => Promise<T>) => {
    const fullKey = `${provider}:${key}`;
    return inFlight.run(fullKey, () => fetchThrough(fullKey, read)).outcome as Promise<Sourced<T>>;
  };
}
