import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';

/** The `name=value` pair of a Set-Cookie answer, ready for a Cookie request header. */
export function cookiePair(response: LightMyRequestResponse, name = 'cb_session'): string {
  const header = ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((line) => line.startsWith(`${name}=`));
  if (!header) throw new Error(`no ${name} cookie in ${JSON.stringify(response.headers['set-cookie'])}`);
  return header.split(';')[0];
}

let addresses = 0;
/** A client address of its own per call, so one test's attempts never count against another's limits. */
export const freshAddress = () => `198.51.100.${(addresses += 1)}`;

export function login(app: FastifyInstance, email: string, password: string, address = freshAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': address },
  });
}
