import {
  GraphQLError,
  GraphQLInt,
  Kind,
  valueFromAST,
  valueFromASTUntyped,
  type ASTVisitor,
  type FieldNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** Root fields one request may ask for (the busiest page runs a handful of listings). */
export const MAX_ROOT_FIELDS = 10;
/** Pages one request may ask for across all its listings: one slug existence check (1000) and then some. */
export const MAX_REQUESTED_PAGES = 2000;
/** The SDL's default `limit` of pageCollection. */
const DEFAULT_LIMIT = 100;

export function rootFields(selectionSet: SelectionSetNode, context: ValidationContext, seen: Set<string>): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value.startsWith('__') ? [] : [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, context, seen);
    // A fragment cycle is reported by graphql's own NoFragmentCycles rule; here it must only not loop.
    const name = selection.name.value;
    const fragment = context.getFragment(name);
    if (!fragment || seen.has(name)) return [];
    seen.add(name);
    return rootFields(fragment.selectionSet, context, seen);
  });
}

function requestedPages(field: FieldNode, variables: Record<string, unknown>): number {
  if (field.name.value !== 'pageCollection') return 1;
  const limit = field.arguments?.find((argument) => argument.name.value === 'limit');
  const value: unknown = limit ? valueFromAST(limit.value, GraphQLInt, variables) : DEFAULT_LIMIT;
  // An invalid limit is reported by the resolver with its own message.
  return typeof value === 'number' && value > 0 ? value : 0;
}

/**
 * A simple cost limit, beyond the depth limit: a document may not multiply root fields or ask for more
 * pages in total than one page render needs. Needs the request's variables, hence a rule factory.
 */
export function contentCostRules({ variables }: { variables?: Record<string, unknown> }): ValidationRule[] {
  const costRule = (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const values: Record<string, unknown> = {};
      for (const definition of operation.variableDefinitions ?? []) {
        const name = definition.variable.name.value;
        values[name] =
          variables?.[name] ?? (definition.defaultValue ? valueFromASTUntyped(definition.defaultValue) : undefined);
      }
      const fields = rootFields(operation.selectionSet, context, new Set());
      if (fields.length > MAX_ROOT_FIELDS) {
        context.reportError(
          new GraphQLError(
            `This query has ${fields.length} root fields; the content API accepts at most ${MAX_ROOT_FIELDS} per request`,
            {
              nodes: operation,
            },
          ),
        );
      }
      const pages = fields.reduce((sum, field) => sum + requestedPages(field, values), 0);
      if (pages > MAX_REQUESTED_PAGES) {
        context.reportError(
          new GraphQLError(
            `This query asks for up to ${pages} pages; the content API returns at most ${MAX_REQUESTED_PAGES} per request`,
            {
              nodes: operation,
            },
          ),
        );
      }
    },
  });
  return [costRule];
}
