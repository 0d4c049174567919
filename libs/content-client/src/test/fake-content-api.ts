import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, graphql, GraphQLError } from 'graphql';
import { contentTypeDefs } from '@civicbrief/contracts';

/** One root field call the fake content API received. */
export interface ReceivedCall {
  field: 'pageCollection' | 'page';
  args: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  method: string;
}

type Resolver = (args: Record<string, unknown>) => unknown;

/**
 * A local content API over the real SDL: it validates and executes every document with graphql-js, answers
 * through the resolvers a test sets, and refuses `preview: true` without the secret, as the gateway does.
 * `override` replaces the whole answer (an HTML 502, a hang) to play network failures.
 */
export async function startFakeContentApi(previewSecret = 'test-secret') {
  const schema = buildSchema(contentTypeDefs);
  const calls: ReceivedCall[] = [];
  const state: { pageCollection: Resolver; page: Resolver; override?: (response: ServerResponse) => void } = {
    pageCollection: () => ({ total: 0, skip: 0, limit: 0, items: [] }),
    page: () => null,
  };

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', async () => {
      if (state.override) return state.override(response);
      const { query, variables } = JSON.parse(body) as { query: string; variables?: Record<string, unknown> };
      const field = (name: ReceivedCall['field']) => (args: Record<string, unknown>) => {
        calls.push({ field: name, args, headers: request.headers, method: request.method ?? '' });
        if (args['preview'] === true && request.headers['x-preview-secret'] !== previewSecret) {
          throw new GraphQLError('Preview requires the preview secret', { extensions: { code: 'FORBIDDEN' } });
        }
        return state[name](args);
      };
      const result = await graphql({
        schema,
        source: query,
        variableValues: variables,
        rootValue: { pageCollection: field('pageCollection'), page: field('page') },
      });
      response.writeHead(result.errors && !result.data ? 400 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(result));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/graphql`,
    calls,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
