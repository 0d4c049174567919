import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance } from 'fastify';

/**
 * The gateway's routes declare zod schemas (fastify-type-provider-zod), but mercurius declares its /graphql
 * routes in JSON Schema: its scope gets back Fastify's default compilers (ajv, fast-json-stringify), with
 * Fastify's default ajv options.
 */
export function useJsonSchemaCompilers(scope: FastifyInstance): void {
  const validator = AjvCompiler()(
    {},
    {
      customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: false },
      plugins: [],
    },
  );
  scope.setValidatorCompiler(validator);
  const serializer = SerializerSelector()({}, {});
  scope.setSerializerCompiler((route) => serializer({ ...route, httpStatus: route.httpStatus ?? '' }));
}
