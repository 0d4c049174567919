import { CONTENT_MAX_DEPTH, contentTypeDefs } from '@civicbrief/contracts';
import type { FastifyPluginAsync } from 'fastify';
import mercurius from 'mercurius';
import { contentCostRules } from './cost-limit';
import { contentErrorFormatter } from './error-formatter';
import { useJsonSchemaCompilers } from './json-schema-compilers';
import { contentResolvers } from './resolvers';

/** The content API at /graphql (DESIGN.md §3): pages of the content store, drafts only with the preview secret. */
const graphqlRoutes: FastifyPluginAsync = async (fastify) => {
  useJsonSchemaCompilers(fastify);
  // GraphQL describes itself (introspection); its JSON Schema routes stay out of the zod-built OpenAPI document.
  fastify.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  await fastify.register(mercurius, {
    schema: contentTypeDefs,
    resolvers: contentResolvers,
    path: '/graphql',
    // A development tool only (it loads its UI from a CDN): never in production, and not in tests.
    graphiql: fastify.config.nodeEnv === 'development',
    queryDepth: CONTENT_MAX_DEPTH,
    validationRules: contentCostRules,
    // The cost rule reads each request's variables, which mercurius' parsed-query cache does not allow.
    cache: false,
    errorFormatter: contentErrorFormatter,
  });
};

export default graphqlRoutes;
