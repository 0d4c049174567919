import type { ErrorResult } from '@civicbrief/contracts';
import type { FastifyReply } from 'fastify';
import { providerErrorAnswer } from './error-answer';

/** Good answers are the same for every visitor: browsers and shared caches may keep them briefly. */
export const PROVIDER_ANSWER_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600';

export const unknownCity = (field: string): ErrorResult => ({
  statusCode: 404,
  error: 'Not Found',
  message: `No city of the catalogue matches ${field}`,
});

/**
 * Answers a provider read: its result (cacheable), or the provider's documented error answer (502/503 with a
 * code, never cached). Any other error is rethrown for the errors plugin (a plain 500).
 */
export async function replyWithProvider<T>(
  reply: FastifyReply,
  label: string,
  openMs: number,
  read: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    const result = await read();
    reply.header('cache-control', PROVIDER_ANSWER_CACHE_CONTROL);
    return result;
  } catch (error) {
    const answer = providerErrorAnswer(error, label, openMs);
    if (!answer) throw error;
    reply.log.warn({ err: error, provider: label }, 'provider call failed with nothing cached');
    return reply
      .code(answer.statusCode)
      .headers({ ...answer.headers, 'cache-control': 'no-store' })
      .send(answer.body);
  }
}
