import type { GatewayClient } from '../lib/gateway-client';

/**
 * A GatewayClient for component tests: the calls a test gives, and every other call (including ones added
 * later) rejecting with an error that names it, so a test never breaks because the client grew.
 */
export function clientWith(calls: Partial<GatewayClient>): GatewayClient {
  return new Proxy(calls, {
    get: (target, name) => {
      if (name in target) return target[name as keyof GatewayClient];
      // Not a thenable, and no symbol-keyed call: only the client's named calls are stubbed.
      if (typeof name === 'symbol' || name === 'then') return undefined;
      return () => Promise.reject(new Error(`${name} is not called in this test`));
    },
  }) as GatewayClient;
}
