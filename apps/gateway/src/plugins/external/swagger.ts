import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document from the routes' zod schemas (/docs/json) and its UI at /docs, assets served locally. */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: {
          title: 'CivicBrief gateway',
          description: 'The API of CivicBrief: health, content and the calls of the product specification.',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
    });
    await fastify.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'swagger', fastify: '5.x' },
);
