import { ErrorResult, SEARCH_LIMITS, SearchQuery, SearchResult } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perClientLimit } from '../../intake/route-options';
import { createSearchRepository } from '../../search/search-repository';

/**
 * Anonymous and the same for everyone: browsers and shared caches may keep an answer a minute, as the content pages
 * (decision 035); a new summary shows in a search within about a minute.
 */
const CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';

/** GET /api/search (issue 17 §2, decision 035): published summaries, agendas and articles of every city, ranked. */
const searchRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = createSearchRepository(fastify.db);
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
        response: { 200: SearchResult, 400: ErrorResult, 429: ErrorResult },
      },
    },
    async (request, reply) => {
      const result = await repository.search(request.query);
      return reply.header('cache-control', CACHE_CONTROL).send(result);
    },
  );
};

export default searchRoutes;
