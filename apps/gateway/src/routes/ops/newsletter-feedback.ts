import { ErrorResult } from '@civicbrief/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { applyFeedback } from '../../newsletter/feedback/apply-feedback';
import { FEEDBACK_REPORT_MAX_BYTES, readFeedbackReport } from '../../newsletter/feedback/feedback-report';

const MAIL_TYPES = ['message/rfc822', 'text/plain'];

/**
 * POST /api/ops/newsletter/feedback: a report mail the SMTP relay received for us, as it came (decision 046): a
 * delivery status notification (bounce) or an ARF feedback-loop report (complaint). The mailboxes it names are
 * suppressed. The relay pipes its bounce and feedback mailboxes here with the operators' token, e.g. Postfix:
 * `| curl -sf -H "Authorization: Bearer $OPS_TOKEN" -H "Content-Type: message/rfc822" --data-binary @- <url>`.
 * Registered inside the newsletter's ops routes: their operator check comes first.
 */
const newsletterFeedbackRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addContentTypeParser(
    MAIL_TYPES,
    { parseAs: 'string', bodyLimit: FEEDBACK_REPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  fastify.post(
    '/api/ops/newsletter/feedback',
    {
      bodyLimit: FEEDBACK_REPORT_MAX_BYTES,
      schema: {
        tags: ['ops'],
        summary: 'Reads a bounce or feedback-loop report mail (message/rfc822) and suppresses the mailboxes it names',
        body: z.string().min(1, 'The body must be the report mail.'),
        response: {
          200: z.object({
            kind: z.enum(['bounce', 'complaint']),
            mailboxes: z.number().int(),
            suppressed: z.number().int(),
          }),
          400: ErrorResult,
          401: ErrorResult,
          403: ErrorResult,
        },
      },
    },
    async (request, reply) => {
      const report = await readFeedbackReport(request.body);
      if (report.kind === 'none')
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: report.reason });
      const outcome = await applyFeedback(fastify.db, fastify.config.intake.linkSecret, report);
      request.log.info({ kind: report.kind, mailboxes: outcome.mailboxes }, 'newsletter feedback report applied');
      return { kind: report.kind, mailboxes: outcome.mailboxes, suppressed: outcome.suppressed };
    },
  );
};

export default newsletterFeedbackRoutes;
