import { CONTENT_MAX_DEPTH, contentTypeDefs } from '@civicbrief/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { Location, NoSchemaIntrospectionCustomRule, validate, type ValidationRule } from 'graphql';
import mercurius from 'mercurius';
import { clientIp } from '../../accounts/client-ip';
import { contentArgumentRules } from './argument-bounds';
import { contentCostRules } from './cost-limit';
import { contentErrorFormatter } from './error-formatter';
import { useJsonSchemaCompilers } from './json-schema-compilers';
import { contentQueryCostRules } from './query-cost';
import { contentResolvers } from './resolvers';
import { limitResponseSize } from './response-limit';

/** The apps' documents have a few dozen tokens; a long literal list of slugs belongs in variables. */
const MAX_TOKENS = 2000;
/** 1000 slugs of the existence check fit many times over. */
const BODY_LIMIT = 512 * 1024;

/** The content API at /graphql (DESIGN.md §3): pages of the content store, drafts only with the preview secret. */
const graphqlRoutes: FastifyPluginAsync = async (fastify) => {
  const development = fastify.config.nodeEnv === 'development';
  useJsonSchemaCompilers(fastify);
  // Its JSON Schema routes stay out of the zod-built OpenAPI document.
  fastify.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
    route.bodyLimit = BODY_LIMIT;
  });
  // Per client: the apps relay each visitor's address with their server-side queries, so a visitor's pages
  // count for that visitor, never for the apps as a whole.
  fastify.addHook(
    'onRequest',
    fastify.rateLimit({
      max: fastify.config.graphqlRateLimitPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => `graphql:${clientIp(request)}`,
      errorResponseBuilder: (_request, context) =>
        new mercurius.ErrorWithProps(
          `Too many content requests; try again in ${context.after}`,
          { code: 'TOO_MANY_REQUESTS' },
          context.statusCode,
        ),
    }),
  );
  fastify.addHook('onSend', limitResponseSize);
  await fastify.register(mercurius, {
    schema: contentTypeDefs,
    resolvers: contentResolvers,
    path: '/graphql',
    // Development tools only (GraphiQL loads its UI from a CDN): the schema is no one else's business.
    graphiql: development,
    queryDepth: CONTENT_MAX_DEPTH,
    graphql: { parseOptions: { maxTokens: MAX_TOKENS } },
    // GraphQL's own rules run once per document text: mercurius keeps the parsed and validated documents (an
    // LRU of 1,024; refused ones in a second, so junk cannot evict good ones). The cost and bounds rules read
    // each request's variables, so they run on every request, below.
    validationRules: development ? [] : [NoSchemaIntrospectionCustomRule],
    cache: true,
    errorFormatter: contentErrorFormatter,
  });
  fastify.graphql.addHook('preExecution', async (schema, document, _context, variables) => {
    const rules: ValidationRule[] = [
      ...contentCostRules({ variables }),
      ...contentQueryCostRules({ variables }),
      ...contentArgumentRules({ variables }),
    ];
    const errors = validate(schema, document, rules);
    // The shape of mercurius' own validation failure: a 400 listing every error (see error-formatter.ts).
    if (errors.length > 0) throw Object.assign(new Error('The query was refused'), { statusCode: 400, errors });
  });
  // When a query is not GraphQL, mercurius tries it as a JSON syntax tree, which no client sends and which
  // graphql's validation would trip over (a 500). Only parsed documents carry a Location.
  fastify.graphql.addHook('preValidation', async (_schema, document) => {
    if (!(document.loc instanceof Location)) {
      throw new mercurius.ErrorWithProps('The query is not a GraphQL document', { code: 'GRAPHQL_PARSE_FAILED' }, 400);
    }
  });
};

export default graphqlRoutes;
