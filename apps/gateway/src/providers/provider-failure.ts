/** How a provider call failed: no answer in time, no connection, an error status, or an answer we cannot read. */
export type FailureKind = 'timeout' | 'network' | 'status' | 'malformed';

/** A failed provider call. Transient failures (timeouts, lost connections, 5xx, 429) are worth one retry. */
export class ProviderFailure extends Error {
  override readonly name = 'ProviderFailure';

  constructor(
    readonly provider: string,
    readonly kind: FailureKind,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`${provider}: ${message}`, options);
  }

  get transient(): boolean {
    if (this.kind === 'timeout' || this.kind === 'network') return true;
    return this.kind === 'status' && (this.status === 429 || (this.status ?? 0) >= 500);
  }
}

/** The provider has no key configured: the call is not made at all. */
export class ProviderNotConfigured extends Error {
  override readonly name = 'ProviderNotConfigured';

  constructor(readonly provider: string) {
    super(`${provider} is not configured`);
  }
}
