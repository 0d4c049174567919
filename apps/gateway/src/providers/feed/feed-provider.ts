import type { FeedItem } from '@civicbrief/contracts';
import { LRUCache } from 'lru-cache';
import type { ProvidersConfig } from '../../config/providers';
import type { AnswerStore } from '../answer-store';
import { createCachedSource, type CachedSource, type Sourced } from '../cached-source';
import { MAX_ANSWER_BYTES } from '../http-json';
import { createResilience } from '../resilience';
import { bareHost, checkFeedUrl } from './address-policy';
import { parseFeed } from './feed-parser';
import { fetchFeedText, systemResolver, type Resolver } from './safe-fetch';

const PROVIDER = 'feed';
export const FEED_MAX_REDIRECTS = 3;
/** Hosts whose circuit state is kept; beyond, the least recently asked is forgotten (a closed circuit). */
const MAX_HOST_CIRCUITS = 1000;

export interface FeedProvider {
  name: string;
  /** The feed's items; a URL that may not be fetched throws FeedRefused before anything is asked. */
  items(url: string): Promise<Sourced<FeedItem[]>>;
}

/**
 * News feeds (decision 025). Unlike the other providers the caller names the URL, so each host has its own
 * circuit (one dead or hostile feed must not close every city's news), answers are cached per URL in the
 * shared answer store with stale-if-error, and every fetch goes through the SSRF-safe fetch.
 */
export function createFeedProvider(config: ProvidersConfig, store: AnswerStore, resolve: Resolver = systemResolver): FeedProvider {
  const { feed } = config;
  const policy = { allowedHosts: feed.allowedHosts, testLoopbackAddress: feed.testLoopbackAddress };
  const sources = new LRUCache<string, CachedSource>({ max: MAX_HOST_CIRCUITS });
  const sourceOf = (host: string): CachedSource => {
    const known = sources.get(host);
    if (known) return known;
    const resilience = createResilience(`${PROVIDER}:${host}`, { timeoutMs: config.timeoutMs, retryDelayMs: config.retryDelayMs, ...config.breaker, breaksOn: (failure) => failure.transient });
    const created = createCachedSource({ provider: PROVIDER, store, resilience, freshMs: feed.ttlMs, staleMs: config.staleMs });
    sources.set(host, created);
    return created;
  };
  return {
    name: PROVIDER,
    items(raw) {
      const url = checkFeedUrl(raw, policy);
      const options = { provider: PROVIDER, policy, resolve, userAgent: config.userAgent, maxBytes: MAX_ANSWER_BYTES, maxRedirects: FEED_MAX_REDIRECTS };
      return sourceOf(bareHost(url))(url.href, async (signal) => parseFeed(PROVIDER, await fetchFeedText(url, { ...options, signal })));
    },
  };
}
