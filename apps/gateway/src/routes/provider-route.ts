import { ErrorResult, ProviderErrorResult } from '@civicbrief/contracts';
import { perClientLimit } from '../intake/route-options';

/**
 * The options every outside provider's call shares (decision 023): its own per-client limit, the 'providers' tag,
 * and its answers besides `result`: the caller's mistakes (400, an unknown city 404, 429) and the provider's
 * failures (502 PROVIDER_ERROR, 503 PROVIDER_UNAVAILABLE or NOT_CONFIGURED).
 */
export function providerRoute<Result, Schema extends object>(
  rateLimitPerMinute: number,
  name: string,
  { result, ...schema }: Schema & { result: Result },
) {
  return {
    config: { rateLimit: perClientLimit(rateLimitPerMinute, name) },
    schema: {
      tags: ['providers'],
      ...schema,
      response: {
        200: result,
        400: ErrorResult,
        404: ErrorResult,
        429: ErrorResult,
        502: ProviderErrorResult,
        503: ProviderErrorResult,
      },
    },
  };
}
