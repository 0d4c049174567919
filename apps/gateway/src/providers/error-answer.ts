import type { ProviderErrorResult } from '@civicbrief/contracts';
import { isBrokenCircuitError } from 'cockatiel';
import { ProviderFailure, ProviderNotConfigured } from './provider-failure';

export interface ProviderErrorAnswer {
  statusCode: 502 | 503;
  body: ProviderErrorResult;
  headers: Record<string, string>;
}

/**
 * The answer for a provider call that has nothing to serve (decision 023), or undefined for any other error
 * (a bug: the errors plugin answers 500). The body names the provider's state, never its error text.
 */
export function providerErrorAnswer(error: unknown, label: string, openMs: number): ProviderErrorAnswer | undefined {
  if (error instanceof ProviderNotConfigured) {
    return {
      statusCode: 503,
      headers: {},
      body: {
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'NOT_CONFIGURED',
        message: `The ${label} provider is not configured.`,
      },
    };
  }
  if (isBrokenCircuitError(error)) {
    return {
      statusCode: 503,
      headers: { 'retry-after': String(Math.ceil(openMs / 1000)) },
      body: {
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'PROVIDER_UNAVAILABLE',
        message: `The ${label} provider is unavailable; try again later.`,
      },
    };
  }
  if (error instanceof ProviderFailure) {
    return {
      statusCode: 502,
      headers: {},
      body: {
        statusCode: 502,
        error: 'Bad Gateway',
        code: 'PROVIDER_ERROR',
        message: `The ${label} provider did not answer; try again.`,
      },
    };
  }
  return undefined;
}
