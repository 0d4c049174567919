import { isDigestDate } from '@civicbrief/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { perClientLimit } from '../../intake/route-options';
import { findIssue, indexIssues, listIssues } from '../../newsletter/digest/issues';

/** Issues are written once and never change: as long as a page (decision 044), and a shared cache keeps them. */
const CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=3600';
const SEGMENT = /^[a-z0-9-]{1,100}$/;

const notFound = (reply: FastifyReply, message: string) =>
  reply.code(404).header('cache-control', 'public, max-age=60').send({ statusCode: 404, error: 'Not Found', message });

/**
 * GET /api/newsletter/issues: every city's issues (DigestIssueIndex), for the sitemap;
 * GET /api/newsletter/issues/<state>/<county>/<city>: a city's newsletter issues, newest first (decision 046);
 * GET /api/newsletter/issues/<state>/<county>/<city>/<YYYY-MM-DD>: one issue. 404 for a city the catalogue does not
 * know, a date that is not a day, or a day without an issue.
 */
const newsletterIssueRoutes: FastifyPluginAsync = async (fastify) => {
  const rateLimit = perClientLimit(fastify.config.graphqlRateLimitPerMinute, 'newsletter-issues');
  fastify.get(
    '/api/newsletter/issues',
    {
      config: { rateLimit },
      schema: { tags: ['newsletter'], summary: "Every city's newsletter issues, for the sitemap" },
    },
    async (_request, reply) => reply.header('cache-control', CACHE_CONTROL).send(await indexIssues(fastify.db)),
  );

  fastify.get(
    '/api/newsletter/issues/*',
    {
      config: { rateLimit },
      schema: { tags: ['newsletter'], summary: "A city's newsletter issues, or one issue" },
    },
    async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      const segments = path.split('/');
      if ((segments.length !== 3 && segments.length !== 4) || !segments.slice(0, 3).every((s) => SEGMENT.test(s)))
        return notFound(reply, 'No such city.');
      const citySlug = segments.slice(0, 3).join('/');
      if (segments.length === 3) {
        const list = await listIssues(fastify.db, citySlug);
        return list ? reply.header('cache-control', CACHE_CONTROL).send(list) : notFound(reply, 'No such city.');
      }
      const date = segments[3];
      if (!isDigestDate(date)) return notFound(reply, 'No issue on that day.');
      const issue = await findIssue(fastify.db, citySlug, date);
      return issue
        ? reply.header('cache-control', CACHE_CONTROL).send(issue)
        : notFound(reply, 'No issue on that day.');
    },
  );
};

export default newsletterIssueRoutes;
