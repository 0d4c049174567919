import { CONTENT_MAX_RESPONSE_BYTES } from '@civicbrief/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const tooLarge = JSON.stringify({
  data: null,
  errors: [
    {
      message: `The answer is larger than ${CONTENT_MAX_RESPONSE_BYTES} bytes; ask for fewer pages or fields`,
      extensions: { code: 'RESPONSE_TOO_LARGE' },
    },
  ],
});

/**
 * onSend hook of /graphql: an answer over CONTENT_MAX_RESPONSE_BYTES becomes a 400. The cost limit keeps
 * what a request may compute small; this bounds what it may send, whatever the pages hold.
 */
export async function limitResponseSize(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const size = typeof payload === 'string' || Buffer.isBuffer(payload) ? Buffer.byteLength(payload) : 0;
  if (size <= CONTENT_MAX_RESPONSE_BYTES) return payload;
  reply.code(400).header('content-type', 'application/json; charset=utf-8');
  return tooLarge;
}
