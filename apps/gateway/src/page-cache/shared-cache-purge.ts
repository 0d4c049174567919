import type { FastifyBaseLogger } from 'fastify';
import type { SharedCacheTarget } from '../config/shared-cache';

export interface SharedCachePurge {
  /** Purges these keys soon: keys asked for within a moment go in one request. */
  purge(keys: readonly string[]): void;
  /** Resolves once every key asked for so far was sent (or failed, which is logged). */
  flush(): Promise<void>;
}

/** Fastly takes at most 256 keys per batch purge; Varnish's header stays well under its limits at that size. */
const KEYS_PER_REQUEST = 256;
const BATCH_MS = 50;
const TIMEOUT_MS = 10_000;

function purgeRequest(target: SharedCacheTarget, keys: string[]): [string, RequestInit] {
  if (target.kind === 'varnish') return [target.url, { method: 'PURGE', headers: { xkey: keys.join(' ') } }];
  return [
    `${target.apiUrl}/service/${encodeURIComponent(target.serviceId)}/purge`,
    {
      method: 'POST',
      headers: { 'fastly-key': target.token, 'surrogate-key': keys.join(' '), accept: 'application/json' },
    },
  ];
}

/**
 * Sends purges one request at a time, never failing a write: a purge that fails is logged, and the page ages out of
 * the shared cache at its `s-maxage` (60 s for pages).
 */
export function createSharedCachePurge(target: SharedCacheTarget, log: FastifyBaseLogger): SharedCachePurge {
  const waiting = new Set<string>();
  let sending: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const send = async (keys: string[]) => {
    const [url, init] = purgeRequest(target, keys);
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      await response.arrayBuffer();
      if (!response.ok) log.warn({ status: response.status, keys: keys.length }, 'shared cache purge refused');
    } catch (error) {
      log.warn({ err: error, keys: keys.length }, 'shared cache purge failed');
    }
  };

  const sendWaiting = () => {
    timer = undefined;
    const keys = [...waiting];
    waiting.clear();
    for (let start = 0; start < keys.length; start += KEYS_PER_REQUEST) {
      const batch = keys.slice(start, start + KEYS_PER_REQUEST);
      sending = sending.then(() => send(batch));
    }
    return sending;
  };

  return {
    purge(keys) {
      for (const key of keys) waiting.add(key);
      timer ??= setTimeout(sendWaiting, BATCH_MS);
    },
    flush() {
      if (timer) clearTimeout(timer);
      return sendWaiting();
    },
  };
}
