// One of the caches of decision 044's table: what it keeps, how long, and what drops it are listed there.
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

/** Most JSON characters the memory store keeps, all answers together (the heap holds two to three times that). */
export const DEFAULT_ANSWER_STORE_BYTES = 32 * 1024 * 1024;

/**
 * Bounded by entries and by size: callers name the news feeds' URLs, so without a size bound thousands of large
 * feed answers could fill the heap. An answer larger than a sixteenth of the bound is not kept.
 */
export function memoryAnswerStore(maxEntries: number, maxBytes = DEFAULT_ANSWER_STORE_BYTES): AnswerStore {
  const entries = new LRUCache<string, StoredAnswer>({
    max: maxEntries,
    maxSize: maxBytes,
    maxEntrySize: Math.ceil(maxBytes / 16),
    sizeCalculation: (answer) => Math.max(1, JSON.stringify(answer.value)?.length ?? 1),
  });
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
