import { PageCollectionBounds, PageLookupBounds } from '@civicbrief/contracts';
import {
  GraphQLError,
  getArgumentValues,
  getVariableValues,
  type ASTVisitor,
  type FieldNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import * as z from 'zod';
import { rootFields } from './cost-limit';

const boundsOf: Record<string, z.core.$ZodType> = { pageCollection: PageCollectionBounds, page: PageLookupBounds };

/** The field's arguments as the resolver will get them, or undefined when graphql reports them as invalid itself. */
function argumentValues(context: ValidationContext, field: FieldNode, variables: Record<string, unknown>) {
  const definition = context.getSchema().getQueryType()?.getFields()[field.name.value];
  if (!definition) return undefined;
  try {
    return getArgumentValues(definition, field, variables);
  } catch {
    return undefined;
  }
}

/**
 * Refuses, before anything runs, list arguments longer and texts larger than the apps ever send
 * (CONTENT_LIST_LIMITS of @civicbrief/contracts): a validation error, so the answer is a 400. Needs the
 * request's variables, hence a rule factory.
 */
export function contentArgumentRules({ variables }: { variables?: Record<string, unknown> }): ValidationRule[] {
  const boundsRule = (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const coerced = getVariableValues(context.getSchema(), operation.variableDefinitions ?? [], variables ?? {}, {
        maxErrors: 1,
      });
      // Variables of the wrong type are reported by graphql itself when the request runs.
      if (!coerced.coerced) return;
      for (const field of rootFields(operation.selectionSet, context, new Set())) {
        const bounds = boundsOf[field.name.value];
        const values = bounds && argumentValues(context, field, coerced.coerced);
        const problem = values && z.safeParse(bounds, values).error?.issues[0];
        if (problem)
          context.reportError(
            new GraphQLError(problem.message, { nodes: field, extensions: { code: 'BAD_USER_INPUT' } }),
          );
      }
    },
  });
  return [boundsRule];
}
