export interface BackoffOptions {
  /** Wait after the first failure; doubled after each further one. */
  baseMs: number;
  /** No wait is longer. */
  capMs: number;
  /** [0, 1); injectable so tests know the jitter. */
  random?: () => number;
}

/** Defaults: 15 s, 30 s, 1 min ... up to 30 min, so 8 tries span about an hour. */
export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 15_000, capMs: 30 * 60_000 };

/**
 * How long to wait after the `attempt`-th failed try (1-based): base * 2^(attempt-1), plus up to 25 %
 * random jitter so rows that failed together (a provider outage) do not all come back together.
 */
export function backoffDelay(attempt: number, { baseMs, capMs, random = Math.random }: BackoffOptions): number {
  const exponential = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.min(capMs, Math.round(exponential * (1 + 0.25 * random())));
}
