import { FeedQuery, FeedResult } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FeedRefused, replyWithProvider } from '../../providers';
import { FeedBusy } from '../../providers/feed/feed-busy';
import { providerRoute } from '../provider-route';

/** Retry-After of a 503 while every feed reader or parser is busy: the parses in hand take about a second each. */
const BUSY_RETRY_AFTER_S = 5;

/** GET /api/feed?url={encoded feed url} (spec §7): an RSS or Atom feed's items, fetched behind the SSRF guard (decision 025). */
const feedRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { rateLimitPerMinute, breaker } = fastify.config.providers;
  fastify.get(
    '/api/feed',
    providerRoute(rateLimitPerMinute, 'feed', {
      summary: "A news feed's items",
      description:
        'url: an absolute http(s) URL of an RSS or Atom feed (at most 2048 characters). A URL whose host is or resolves to a ' +
        'loopback, private, link-local, unique-local, multicast, unspecified or reserved address, or outside FEED_ALLOWED_HOSTS ' +
        'when set, is a 400 and is not fetched; so is a redirect (at most 3) to one. At most 2 MiB is read. When the feed fails ' +
        'the last good answer (up to PROVIDER_STALE_MS old) is served with source.stale; with none, 502 PROVIDER_ERROR or ' +
        '503 PROVIDER_UNAVAILABLE (that host failed repeatedly, or the gateway is already reading and parsing as many uncached ' +
        'feeds as it allows; Retry-After).',
      querystring: FeedQuery,
      result: FeedResult,
      callerErrors: [],
    }),
    async (request, reply) => {
      try {
        return await replyWithProvider(reply, 'news feed', breaker.openMs, async () => {
          const { value, source } = await fastify.providers.feed.items(request.query.url);
          return { items: value, source };
        });
      } catch (error) {
        if (error instanceof FeedBusy) {
          reply.log.warn(`news feed refused: ${error.message}`);
          return reply
            .code(503)
            .headers({ 'retry-after': String(BUSY_RETRY_AFTER_S), 'cache-control': 'no-store' })
            .send({
              statusCode: 503,
              error: 'Service Unavailable',
              code: 'PROVIDER_UNAVAILABLE',
              message: 'The news feed provider is unavailable; try again later.',
            });
        }
        if (!(error instanceof FeedRefused)) throw error;
        return reply
          .code(400)
          .header('cache-control', 'no-store')
          .send({ statusCode: 400, error: 'Bad Request', message: error.message });
      }
    },
  );
};

export default feedRoutes;
