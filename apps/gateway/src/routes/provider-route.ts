import { ErrorResult, ProviderErrorResult } from '@civicbrief/contracts';
import { perClientLimit } from '../intake/route-options';

/** The caller's mistakes a provider's call may answer besides a bad query (400) and too many calls (429). */
type CallerError = 404 | 413 | 415;

/**
 * The options every outside provider's call shares (decision 023): its own per-client limit, the 'providers' tag,
 * and its answers besides `result`: the caller's mistakes (400, 429, and `callerErrors`: by default an unknown city's
 * 404) and the provider's failures (502 PROVIDER_ERROR, 503 PROVIDER_UNAVAILABLE or NOT_CONFIGURED).
 */
export function providerRoute<Result, Schema extends object, Caller extends CallerError = 404>(
  rateLimitPerMinute: number,
  name: string,
  { result, callerErrors = [404 as Caller], ...schema }: Schema & { result: Result; callerErrors?: readonly Caller[] },
) {
  const callerAnswers = Object.fromEntries(callerErrors.map((status) => [status, ErrorResult])) as Record<
    Caller,
    typeof ErrorResult
  >;
  return {
    config: { rateLimit: perClientLimit(rateLimitPerMinute, name) },
    schema: {
      tags: ['providers'],
      ...schema,
      response: {
        200: result,
        400: ErrorResult,
        ...callerAnswers,
        429: ErrorResult,
        502: ProviderErrorResult,
        503: ProviderErrorResult,
      },
    },
  };
}
