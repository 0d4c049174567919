import { ErrorResult } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  ContentImportResult,
  ContentUpload,
  importUpload,
  refusalOf,
  UPLOAD_BODY_LIMIT,
} from '../../content/import/upload';
import { opsAccess, opsRefusals } from './ops-access';

/**
 * POST /api/ops/content: the content import through the running gateway (decision 034). The pages go
 * through fastify.pages, so the read cache and the front door's page cache drop what they held.
 */
const contentImportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // One markdown file as it is, scoped to this plugin; it is checked as the one file of a JSON upload (its
  // characters against the file limit). The route's bodyLimit holds for it too: past it, 413 unread.
  fastify.addContentTypeParser('text/markdown', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  fastify.post(
    '/api/ops/content',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      // The caller is checked before a byte of the body is read or validated.
      onRequest: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const access = opsAccess(request, fastify.config.opsToken);
        if (access !== 'ok') return reply.code(access).send(opsRefusals[access]);
      },
      preValidation: async (request, reply) => {
        if (typeof request.body !== 'string') return;
        // Only text/markdown: a text/plain POST needs no CORS preflight, so any web page could send one here.
        if (!/^text\/markdown\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
          return reply.code(415).send({
            statusCode: 415,
            error: 'Unsupported Media Type',
            message: 'Send one file as text/markdown, or JSON { files: [{ name, text }] }.',
          });
        }
        const { name } = request.query as { name?: unknown };
        request.body = { files: [{ name: typeof name === 'string' ? name : 'page.md', text: request.body }] };
      },
      schema: {
        tags: ['ops'],
        summary: 'Import markdown pages with YAML front matter (the content:import format) into the running gateway',
        description:
          'Bearer OPS_TOKEN when it is set; otherwise loopback callers only. Body: one file as text/markdown (its name in ?name=), or JSON ' +
          '{ files: [{ name, text }] } with at most 50 files of 256 KiB each. Every file is checked first: one bad file refuses the upload (400, ' +
          'fieldErrors per file); otherwise every page is upserted by slug and the page cache is dropped.',
        querystring: z.object({ name: z.string().optional() }),
        body: ContentUpload,
        response: {
          200: ContentImportResult,
          400: ErrorResult,
          401: ErrorResult,
          403: ErrorResult,
          413: ErrorResult,
          415: ErrorResult,
        },
      },
    },
    async (request, reply) => {
      const result = await importUpload(request.body, fastify.pages);
      if ('rejected' in result) return reply.code(400).send(refusalOf(result.rejected));
      request.log.info(
        { content: { created: result.created, updated: result.updated, unchanged: result.unchanged } },
        'content imported',
      );
      return result;
    },
  );
};

export default contentImportRoutes;
