import { STATUS_CODES } from 'node:http';
import {
  ErrorResult,
  intakeToasts,
  SEARCH_LIMITS,
  searchMessages,
  SearchQuery,
  SearchResult,
} from '@civicbrief/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientIp } from '../../accounts/client-ip';
import { isQueryTimeout } from '../../http/query-timeout';
import { perClientLimit } from '../../intake/route-options';
import { createSearchRepository } from '../../search/search-repository';
import { createSearchSlots, SearchRefused } from '../../search/search-slots';

/**
 * Anonymous and the same for everyone: browsers and shared caches may keep an answer a minute, as the content pages
 * (decision 035); a new summary shows in a search within about a minute.
 */
const CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';

/** A refused or timed-out search, as an ErrorResult the page turns into its "try again" state; never cached. */
function refuse(reply: FastifyReply, statusCode: 429 | 503, message: string) {
  const body: ErrorResult = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  return reply.code(statusCode).header('cache-control', 'no-store').header('retry-after', '2').send(body);
}

/** GET /api/search (decision 035): published summaries, agendas and articles of every city, ranked. */
const searchRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = createSearchRepository(fastify.db);
  // Decision 040: PGlite runs one query at a time, so one search runs while the pages' queries take their turns.
  const slots = createSearchSlots(
    {
      perClient: fastify.config.search.perClient,
      running: fastify.dbInfo.driver === 'pglite' ? 1 : 4,
      waiting: 16,
      maxWaitMs: 5000,
    },
    { busy: searchMessages.failed, tooMany: intakeToasts.tooManyRequests },
  );
  fastify.get(
    '/api/search',
    {
      // Per visitor (the civic app relays the visitor's address), as the content API counts.
      config: { rateLimit: perClientLimit(fastify.config.graphqlRateLimitPerMinute, 'search') },
      schema: {
        tags: ['content'],
        summary: 'Full-text search of every city’s meeting summaries, agendas and articles',
        description:
          `q: web-search syntax ("a phrase", or, -word), at most ${SEARCH_LIMITS.queryMaxLength} characters; an empty q (or only ` +
          'very common words) answers no hits with searchable false. Filters: state (code, ca), city (path segment, saratoga), ' +
          'type (city-council, planning-commission, utilities-commission), from and to (yyyy-mm-dd, first publication, ' +
          `inclusive). page 1-${SEARCH_LIMITS.pageMax}, pageSize 1-${SEARCH_LIMITS.pageSizeMax} (default ${SEARCH_LIMITS.pageSizeDefault}). ` +
          'Ranked by relevance (title above body), then newest first. Titles and snippets come as text parts, the matched ' +
          'words marked: never HTML.',
        querystring: SearchQuery,
        response: { 200: SearchResult, 400: ErrorResult, 429: ErrorResult, 503: ErrorResult },
      },
    },
    async (request, reply) => {
      try {
        const result = await slots.run(clientIp(request), () => repository.search(request.query));
        return reply.header('cache-control', CACHE_CONTROL).send(result);
      } catch (error) {
        if (error instanceof SearchRefused) return refuse(reply, error.statusCode, error.message);
        if (!isQueryTimeout(error)) throw error;
        request.log.warn({ err: error }, 'search ran out of time');
        return refuse(reply, 503, searchMessages.failed);
      }
    },
  );
};

export default searchRoutes;
