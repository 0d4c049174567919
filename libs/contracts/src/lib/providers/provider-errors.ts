// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { ErrorResult } from '../health';

/**
 * Why an outside provider's call has no answer (decision 023): NOT_CONFIGURED (503, its key is not set: hide
 * the block, a retry will not help), PROVIDER_UNAVAILABLE (503, the circuit is open after repeated failures,
 * Retry-After says when it is tried again) and PROVIDER_ERROR (502, it failed, timed out or answered nonsense
 * just now and nothing good was cached).
 */
export const providerErrorCodes = ['NOT_CONFIGURED', 'PROVIDER_UNAVAILABLE', 'PROVIDER_ERROR'] as const;
export type ProviderErrorCode = (typeof providerErrorCodes)[number];

export const ProviderErrorResult = z.extend(ErrorResult, { code: z.enum(providerErrorCodes) });
export type ProviderErrorResult = z.infer<typeof ProviderErrorResult>;

/** Where an answer came from: the provider's name, when it was fetched, and whether it is past its freshness (served because the provider failed). */
export const ProviderSource = z.object({
  provider: z.string(),
  fetchedAt: z.iso.datetime(),
  stale: z.boolean(),
});
export type ProviderSource = z.infer<typeof ProviderSource>;

/** A city in a query: letters, digits, spaces and the punctuation of US place names; no control characters. */
export const placeText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${field} is required`),
      z.maxLength(max, `${field} must be at most ${max} characters`),
      z.regex(/^[\p{L}\p{M}0-9 .,'’()/-]+$/u, `${field} has characters a place name does not have`),
    );

/** A whole number in a query string, within bounds, with a default when absent. */
export const boundedCount = (field: string, max: number, fallback: number) =>
  z._default(
    z.coerce
      .number({ error: `${field} must be a number` })
      .check(
        z.int(`${field} must be a whole number`),
        z.gte(1, `${field} must be at least 1`),
        z.lte(max, `${field} must be at most ${max}`),
      ),
    fallback,
  );

/** The 503 of a provider without its key: the client hides the block instead of offering a retry. */
export const ProviderNotConfiguredResult = z.extend(ProviderErrorResult, {
  statusCode: z.literal(503),
  code: z.literal('NOT_CONFIGURED'),
});
export type ProviderNotConfiguredResult = z.infer<typeof ProviderNotConfiguredResult>;
