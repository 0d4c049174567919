import type { FastifyInstance } from 'fastify';

/** Answers are checked with jest matchers; a loose type keeps the tests' paths into them readable. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseData = Record<string, any>;

export interface GraphQLAnswer<T = Record<string, unknown>> {
  statusCode: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  body: string;
}

/** POSTs a document to /graphql the way the apps' urql client does. */
export async function graphql<T = LooseData>(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLAnswer<T>> {
  const response = await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers });
  const { data, errors } = response.json() as { data: T | null; errors?: GraphQLAnswer['errors'] };
  return { statusCode: response.statusCode, data, errors, body: response.body };
}
