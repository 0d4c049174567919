import {
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  handleWhen,
  retry,
  TaskCancelledError,
  timeout,
  TimeoutStrategy,
} from 'cockatiel';
import { ProviderFailure } from './provider-failure';

export interface ResilienceOptions {
  /** Per attempt. */
  timeoutMs: number;
  /** Before the one retry of a transient failure. */
  retryDelayMs: number;
  /** Consecutive failed attempts that open the circuit. */
  failures: number;
  /** How long the circuit stays open before one call may try again. */
  openMs: number;
  /**
   * Which failures count towards opening the circuit (default: every one). The news feed counts only outages
   * (network, timeout, 429 and 5xx): a caller who names 404s or HTML pages on a host must not close its feeds for everyone.
   */
  breaksOn?: (failure: ProviderFailure) => boolean;
}

export interface Resilience {
  /** Runs a read: bounded in time, retried once when the failure is transient, refused at once while the circuit is open. */
  run<T>(read: (signal: AbortSignal) => Promise<T>): Promise<T>;
  readonly state: CircuitState;
}

/**
 * One provider's policies (cockatiel): retry(once, transient failures) around a circuit breaker around a
 * per-attempt timeout. The breaker counts every failed attempt, so an outage opens it after `failures`
 * attempts; while open, calls fail at once with BrokenCircuitError (not retried) and the cache answers.
 */
export function createResilience(provider: string, options: ResilienceOptions): Resilience {
  const attempt = timeout(options.timeoutMs, TimeoutStrategy.Aggressive);
  const breaker = circuitBreaker(
    handleWhen((error) => error instanceof ProviderFailure && (options.breaksOn?.(error) ?? true)),
    { halfOpenAfter: options.openMs, breaker: new ConsecutiveBreaker(options.failures) },
  );
  const once = retry(
    handleWhen((error) => error instanceof ProviderFailure && error.transient),
    {
      maxAttempts: 1,
      backoff: new ExponentialBackoff({ initialDelay: options.retryDelayMs, maxDelay: options.retryDelayMs * 4 }),
    },
  );
  const timedOut = (cause: unknown) =>
    new ProviderFailure(provider, 'timeout', `no answer in ${options.timeoutMs} ms`, undefined, { cause });
  // Whichever comes first when the time is up, cockatiel's cancellation or the read's own abort error, is a timeout.
  const timed = <T>(read: (signal: AbortSignal) => Promise<T>) =>
    attempt
      .execute(async ({ signal }) => {
        try {
          return await read(signal);
        } catch (error) {
          throw signal.aborted && !(error instanceof ProviderFailure) ? timedOut(error) : error;
        }
      })
      .catch((error: unknown) => {
        // instanceof: cockatiel 3's isTaskCancelledError tests the wrong property and is always false.
        throw error instanceof TaskCancelledError ? timedOut(error) : error;
      });
  return {
    run: (read) => once.execute(() => breaker.execute(() => timed(read))),
    get state() {
      return breaker.state;
    },
  };
}
