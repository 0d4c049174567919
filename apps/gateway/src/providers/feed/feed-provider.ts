import type { FeedItem } from '@civicbrief/contracts';
import { LRUCache } from 'lru-cache';
import type { ProvidersConfig } from '../../config/providers';
import type { AnswerStore } from '../answer-store';
import { createCachedSource, type CachedSource, type Sourced } from '../cached-source';
import { MAX_ANSWER_BYTES } from '../http-json';
import { createResilience } from '../resilience';
import { bareHost, checkFeedUrl } from './address-policy';
import { FeedBusy } from './feed-busy';
import { sharedFeedParser, type FeedParser } from './feed-parser';
import { fetchFeedText, systemResolver, type Resolver, type SafeFetchOptions } from './safe-fetch';

const PROVIDER = 'feed';
export const FEED_MAX_REDIRECTS = 3;
/** Hosts whose circuit state is kept; beyond, the least recently asked is forgotten (a closed circuit). */
const MAX_HOST_CIRCUITS = 1000;
/**
 * Uncached feeds read at once (fetch and parse; each up to 2 MB in memory and a parse thread's time). One more
 * is refused at once (FeedBusy: 503, or the stale answer) rather than queued: a wait would count against the
 * per-attempt timeout and so against the feed host's circuit, which a caller naming other feeds must not open.
 */
export const FEED_MAX_READS = 8;
/** The parse ends this long before the provider call's timeout, so that a slow parse is the feed's 502, not the host's timeout. */
const PARSE_MARGIN_MS = 100;

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
export function createFeedProvider(
  config: ProvidersConfig,
  store: AnswerStore,
  resolve: Resolver = systemResolver,
  { parser = sharedFeedParser(), maxReads = FEED_MAX_READS }: { parser?: FeedParser; maxReads?: number } = {},
): FeedProvider {
  const { feed } = config;
  const policy = { allowedHosts: feed.allowedHosts, testLoopbackAddress: feed.testLoopbackAddress };
  const sources = new LRUCache<string, CachedSource>({ max: MAX_HOST_CIRCUITS });
  const sourceOf = (host: string): CachedSource => {
    const known = sources.get(host);
    if (known) return known;
    const resilience = createResilience(`${PROVIDER}:${host}`, {
      timeoutMs: config.timeoutMs,
      retryDelayMs: config.retryDelayMs,
      ...config.breaker,
      breaksOn: (failure) => failure.transient,
    });
    const created = createCachedSource({
      provider: PROVIDER,
      store,
      resilience,
      freshMs: feed.ttlMs,
      staleMs: config.staleMs,
    });
    sources.set(host, created);
    return created;
  };
  let reading = 0;
  /** Fetches and parses one feed within the call's time (the attempt started when this was called), or refuses at once. */
  const read = async (
    url: URL,
    options: Omit<SafeFetchOptions, 'signal'>,
    signal: AbortSignal,
  ): Promise<FeedItem[]> => {
    const started = Date.now();
    if (reading >= maxReads) throw new FeedBusy('too many feeds are being read');
    // Not 2 MB fetched for nothing: while the parser is full, a feed is refused before it is read.
    if (parser.busy) throw new FeedBusy('every feed parser is busy');
    reading += 1;
    try {
      const xml = await fetchFeedText(url, { ...options, signal });
      return await parser.parse(PROVIDER, xml, {
        signal,
        timeoutMs: started + config.timeoutMs - PARSE_MARGIN_MS - Date.now(),
      });
    } finally {
      reading -= 1;
    }
  };
  return {
    name: PROVIDER,
    items(raw) {
      const url = checkFeedUrl(raw, policy);
      const options = {
        provider: PROVIDER,
        policy,
        resolve,
        userAgent: config.userAgent,
        maxBytes: MAX_ANSWER_BYTES,
        maxRedirects: FEED_MAX_REDIRECTS,
      };
      return sourceOf(bareHost(url))(url.href, (signal) => read(url, options, signal));
    },
  };
}
