import { FEED_MAX_ITEMS, type FeedItem } from '@civicbrief/contracts';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ProviderFailure } from '../provider-failure';
import { FeedBusy } from './feed-busy';
import { feedItem, type ParsedItem } from './feed-items';

export { httpUrl, MAX_LINK } from './feed-items';

/** Threads parsing feeds: one beside the event loop on a two-core machine, two with more cores. */
export const FEED_PARSE_THREADS = Math.min(2, Math.max(1, availableParallelism() - 1));
/**
 * Parses waiting for a thread; one more is refused at once (FeedBusy: 503) rather than piled up. As many as the
 * feed provider reads at once (FEED_MAX_READS), so a burst of ordinary feeds queues for milliseconds; a queue of
 * big ones is bounded by each parse's time (FEED_PARSE_TIMEOUT_MS, waiting included).
 */
export const FEED_PARSE_QUEUE = 8;
/**
 * A parse taking longer, waiting included, is ended and its thread terminated (a new one starts); the feed
 * provider ends it sooner, before its call's own timeout (PROVIDER_TIMEOUT_MS, 3 s by default). A 2 MB feed takes
 * 0.2-0.8 s on an idle machine, a few seconds on a loaded one; rss-parser's snippet expressions are quadratic on
 * text such as 500,000 `&lt;` (minutes).
 */
export const FEED_PARSE_TIMEOUT_MS = 5000;
/** Old-generation heap of a parse thread (xml2js' objects for a 2 MB feed take a few tens of MB); beyond, the thread dies and the feed fails. */
export const FEED_PARSE_HEAP_MB = 256;

/**
 * The parse thread's code, a plain ES module next to this file. `require` resolves it from the running module:
 * this source file under jest and tsx; in the production bundle the banner's require (tools/bundle/bundle-server.mjs)
 * resolves it next to main.mjs, where the bundler emits every `*.worker.mjs` a bundled file names this way.
 */
const workerFile = () => require.resolve('./feed-parse.worker.mjs');

export interface FeedParserOptions {
  threads?: number;
  maxQueue?: number;
  timeoutMs?: number;
  heapMb?: number;
}

export interface ParseOptions {
  /** The provider call's own end (its timeout): the parse is ended with it, its error passed on. */
  signal?: AbortSignal;
  /** A shorter budget than the parser's own (what is left of the provider call's time). */
  timeoutMs?: number;
}

export interface FeedParser {
  /** A feed's items (at most FEED_MAX_ITEMS, in the feed's order); XML that is not RSS or Atom, or too costly to parse, is a malformed answer. */
  parse(provider: string, xml: string, options?: ParseOptions): Promise<FeedItem[]>;
  /** Parses running or waiting for a thread. */
  readonly pending: number;
  /** Every thread and queue place is taken: a parse now would be refused (FeedBusy). */
  readonly busy: boolean;
  close(): Promise<void>;
}

/**
 * Parses feeds in a small pool of worker threads (piscina), so that sax's synchronous work never stalls the
 * event loop. At most `threads + maxQueue` parses are taken at once (FeedBusy beyond); each has `timeoutMs`.
 */
export function createFeedParser(options: FeedParserOptions = {}): FeedParser {
  const {
    threads = FEED_PARSE_THREADS,
    maxQueue = FEED_PARSE_QUEUE,
    timeoutMs = FEED_PARSE_TIMEOUT_MS,
    heapMb = FEED_PARSE_HEAP_MB,
  } = options;
  const pool = new Piscina({
    filename: workerFile(),
    // One thread is started at once (its first parse need not wait for rss-parser to load) and kept.
    minThreads: 1,
    maxThreads: threads,
    maxQueue: threads + maxQueue,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  });
  let pending = 0;
  const busy = () => pending >= threads + maxQueue;
  return {
    get pending() {
      return pending;
    },
    get busy() {
      return busy();
    },
    async parse(provider, xml, { signal, timeoutMs: budget = Infinity } = {}) {
      if (busy()) throw new FeedBusy('every feed parser is busy');
      const limitMs = Math.max(1, Math.min(timeoutMs, budget));
      const timer = AbortSignal.timeout(limitMs);
      pending += 1;
      let raw: ParsedItem[];
      try {
        raw = await pool.run(
          { xml, maxItems: FEED_MAX_ITEMS },
          { signal: signal ? AbortSignal.any([signal, timer]) : timer },
        );
      } catch (error) {
        if (signal?.aborted) throw error;
        if (timer.aborted)
          throw new ProviderFailure(provider, 'malformed', `answer took over ${limitMs} ms to parse`, undefined, {
            cause: error,
          });
        const memory = (error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY';
        throw new ProviderFailure(
          provider,
          'malformed',
          memory ? 'answer takes too much memory to parse' : 'answer is not an RSS or Atom feed',
          undefined,
          { cause: error },
        );
      } finally {
        pending -= 1;
      }
      return raw.map(feedItem);
    },
    close: () => pool.destroy(),
  };
}

let shared: FeedParser | undefined;
/** The gateway's one feed parser: its threads and queue bound the whole process. */
export const sharedFeedParser = (): FeedParser => (shared ??= createFeedParser());

/** A feed's items through the shared parser (see FeedParser.parse). */
export const parseFeed = (provider: string, xml: string, options?: ParseOptions): Promise<FeedItem[]> =>
  sharedFeedParser().parse(provider, xml, options);
