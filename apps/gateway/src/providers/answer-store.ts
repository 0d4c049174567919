import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A good provider answer and when it was fetched (ms since the epoch). */
export interface StoredAnswer {
  value: unknown;
  fetchedAt: number;
}

/** Where good answers are kept: this process's memory, or Redis shared by every gateway. Never throws. */
export interface AnswerStore {
  get(key: string): Promise<StoredAnswer | undefined>;
  /** Kept `keepMs` (the stale-if-error window), then forgotten. */
  set(key: string, answer: StoredAnswer, keepMs: number): Promise<void>;
}

export function memoryAnswerStore(maxEntries: number): AnswerStore {
  const entries = new LRUCache<string, StoredAnswer>({ max: maxEntries });
  return {
    get: async (key) => entries.get(key),
    set: async (key, answer, keepMs) => {
      entries.set(key, answer, { ttl: Math.max(1, keepMs) });
    },
  };
}

/** Prefix of every key in a shared Redis, so other users of the server never meet ours. */
export const ANSWER_NAMESPACE = 'civicbrief:provider-answer:';

/**
 * Answers in Redis, so every gateway serves what one fetched. Redis failing reads as a miss and a lost write:
 * the provider is asked, which is what would happen without a cache.
 */
export function redisAnswerStore(redis: Redis, onError: (error: unknown) => void): AnswerStore {
  return {
    get: async (key) => {
      try {
        const text = await redis.get(ANSWER_NAMESPACE + key);
        return text ? (JSON.parse(text) as StoredAnswer) : undefined;
      } catch (error) {
        onError(error);
        return undefined;
      }
    },
    set: async (key, answer, keepMs) => {
      try {
        await redis.set(ANSWER_NAMESPACE + key, JSON.stringify(answer), 'PX', Math.max(1, keepMs));
      } catch (error) {
        onError(error);
      }
    },
  };
}
