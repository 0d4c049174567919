/** A fetch that adds the headers to every call, for clients that take a fetch (the content client). */
export function relayingFetch(
  headers: Record<string, string>,
  baseFetch: typeof fetch = globalThis.fetch,
): typeof fetch {
  if (Object.keys(headers).length === 0) return baseFetch;
  return (input, init) => {
    const merged = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    for (const [name, value] of Object.entries(headers)) merged.set(name, value);
    return baseFetch(input, { ...init, headers: merged });
  };
}

/** The gateway as an app server's environment names it: GATEWAY_URL (default the local gateway) and GATEWAY_RELAY_SECRET. */
export function gatewayFromEnv(env: Record<string, string | undefined> = process.env): {
  baseUrl: string;
  relaySecret?: string;
} {
  return {
    baseUrl: (env['GATEWAY_URL'] || 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    relaySecret: env['GATEWAY_RELAY_SECRET'] || undefined,
  };
}
