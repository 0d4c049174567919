// One of the caches of decision 044's table: what it keeps, how long, and what drops it are listed there.
/**
 * A short in-process memo of the city page's provider blocks (decision 030): for visitors the page cache does not
 * answer (a site cookie, a signed-in visitor), a burst of renders of one city asks the gateway once per
 * CITY_PAGE_MEMO_MS instead of six times per render. The blocks are the same for every visitor (the gateway answers
 * them without cookies) and no content write changes them; only complete answers are kept (no failed or pending
 * block), so a failure shows on the next render. Concurrent misses of one key share one call. CITY_PAGE_MEMO_MS=0
 * turns it off (the e2e stack does, so a switched fake provider shows at once). The content is not kept here: a
 * content write must show at once (city-page.server.ts).
 */

/** How long a kept answer is served by default: short next to the page's own 60 s shared-cache policy. */
export const CITY_PAGE_MEMO_MS = 5_000;
/** At most this many answers are kept (oldest dropped first): a few per city for the ~500 cities. */
export const CITY_PAGE_MEMO_MAX_ENTRIES = 1_000;

type Env = Record<string, string | undefined>;

/** CITY_PAGE_MEMO_MS (0-60000; 0 = off) when set, else CITY_PAGE_MEMO_MS. */
export function cityPageMemoMs(env: Env = process.env): number {
  const raw = env['CITY_PAGE_MEMO_MS'];
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= 60_000
    ? value
    : CITY_PAGE_MEMO_MS;
}

interface Entry<T> {
  /** The answer once settled and kept; until then the call every request of this key waits on. */
  value: Promise<T>;
  /** 0 while the call runs (nothing else starts it); then when the kept answer expires. */
  expires: number;
}

export interface Memo {
  /**
   * `produce()`'s answer for `key`: a kept one younger than the memo's time, the one under way, or a new call.
   * Its answer is kept only when `keep(answer)`; a thrown error is never kept. `ttlMs` 0 calls `produce` every time.
   */
  get<T>(key: string, produce: () => Promise<T>, keep: (answer: T) => boolean, ttlMs: number): Promise<T>;
  /** How many answers are kept or under way (for tests). */
  readonly size: number;
  clear(): void;
}

export function createMemo({
  maxEntries = CITY_PAGE_MEMO_MAX_ENTRIES,
  now = Date.now,
}: { maxEntries?: number; now?: () => number } = {}): Memo {
  const entries = new Map<string, Entry<unknown>>();
  const drop = (key: string, entry: Entry<unknown>) => entries.get(key) === entry && entries.delete(key);
  return {
    get<T>(key: string, produce: () => Promise<T>, keep: (answer: T) => boolean, ttlMs: number): Promise<T> {
      if (ttlMs <= 0) return produce();
      const found = entries.get(key) as Entry<T> | undefined;
      if (found && (found.expires === 0 || found.expires > now())) return found.value;
      if (found) entries.delete(key);
      const entry: Entry<T> = { value: produce(), expires: 0 };
      entries.set(key, entry as Entry<unknown>);
      // Oldest first: over the bound, or expired (entries are added in the order they expire, give or take a call's time).
      for (const [oldest, first] of entries) {
        if (entries.size <= maxEntries && (first.expires === 0 || first.expires > now())) break;
        drop(oldest, first);
      }
      entry.value.then(
        (answer) => (keep(answer) ? (entry.expires = now() + ttlMs) : drop(key, entry as Entry<unknown>)),
        () => drop(key, entry as Entry<unknown>),
      );
      return entry.value;
    },
    get size() {
      return entries.size;
    },
    clear: () => entries.clear(),
  };
}

/** The civic process's memo of city page reads (content and provider blocks). */
export const cityPageMemo = createMemo();
