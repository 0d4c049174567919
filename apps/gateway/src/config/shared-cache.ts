/**
 * The shared cache in front of the gateways that a content change purges by surrogate key (decision 044):
 * - `varnish`: `PURGE <url>` with the keys in an `xkey` header (varnish-modules' xkey, tools/shared-cache/varnish.vcl);
 * - `fastly`: Fastly's batch purge, `POST <api>/service/<id>/purge` with the keys in `Surrogate-Key`.
 */
export type SharedCacheTarget =
  { kind: 'varnish'; url: string } | { kind: 'fastly'; apiUrl: string; serviceId: string; token: string };

interface SharedCacheEnv {
  SHARED_CACHE_PURGE_URL?: string;
  FASTLY_API_URL: string;
  FASTLY_SERVICE_ID?: string;
  FASTLY_API_TOKEN?: string;
}

export function sharedCacheTarget(env: SharedCacheEnv): SharedCacheTarget | undefined {
  if (env.SHARED_CACHE_PURGE_URL) return { kind: 'varnish', url: env.SHARED_CACHE_PURGE_URL };
  if (env.FASTLY_SERVICE_ID && env.FASTLY_API_TOKEN)
    return {
      kind: 'fastly',
      apiUrl: env.FASTLY_API_URL,
      serviceId: env.FASTLY_SERVICE_ID,
      token: env.FASTLY_API_TOKEN,
    };
  return undefined;
}
