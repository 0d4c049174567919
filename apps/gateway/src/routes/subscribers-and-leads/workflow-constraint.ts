import type { FastifyInstance } from 'fastify';

/**
 * Routes one path to two handlers by `?workflow=`: POST /api/customerio/subscribe is the newsletter
 * subscription with `workflow=newsletter` and an onboarding request without it, and each has its own
 * body schema. A route constrained to 'newsletter' wins when the query says so; any other value falls
 * to the unconstrained route, whose query schema refuses it.
 */
export function addWorkflowConstraint(fastify: FastifyInstance): void {
  if (fastify.hasConstraintStrategy('workflow')) return;
  fastify.addConstraintStrategy({
    name: 'workflow',
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => (handlers.get(value) as never) ?? null,
        set: (value: string, store: unknown) => void handlers.set(value, store),
      };
    },
    deriveConstraint: (request) => {
      const query = request.url?.split('?')[1];
      return query ? (new URLSearchParams(query).get('workflow') ?? undefined) : undefined;
    },
  });
}
