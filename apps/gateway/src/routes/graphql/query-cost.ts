import { CONTENT_MAX_COST, CONTENT_MAX_LIMIT } from '@civicbrief/contracts';
import {
  GraphQLError,
  getNamedType,
  type ASTVisitor,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import { createComplexityRule, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';

/** A JSON value (page props, block props) may be as large as a whole guide. */
const JSON_FIELD_COST = 10;
/** The SDL's default `limit` of pageCollection. */
const DEFAULT_LIMIT = 100;

/** A listing costs what its fields cost once per page it may return; an alias is a field like any other. */
const listingEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (field.name !== 'pageCollection') return undefined;
  const limit = typeof args['limit'] === 'number' ? args['limit'] : DEFAULT_LIMIT;
  // An out-of-range limit is refused by the argument bounds with its own message; here it only must not distort.
  return 1 + Math.min(Math.max(limit, 1), CONTENT_MAX_LIMIT) * childComplexity;
};

const jsonEstimator: ComplexityEstimator = ({ field }) =>
  getNamedType(field.type).name === 'JSON' ? JSON_FIELD_COST : undefined;

/**
 * The cost of a document (graphql-query-complexity): every selected field, aliases and fragments included,
 * JSON fields weighing more, and a listing's fields counted once per page it may return. Needs the
 * request's variables (a limit may be one), hence a rule factory.
 */
export function contentQueryCostRules({ variables }: { variables?: Record<string, unknown> }): ValidationRule[] {
  const costRule: ValidationRule = (context): ASTVisitor => {
    const complexity = createComplexityRule({
      maximumComplexity: CONTENT_MAX_COST,
      variables,
      estimators: [listingEstimator, jsonEstimator, simpleEstimator({ defaultComplexity: 1 })],
      createError: (max, actual) =>
        new GraphQLError(
          `This query costs ${actual}; the content API accepts at most ${max} per request (a field counts 1, a JSON field ${JSON_FIELD_COST}, and a listing's fields count once per page of its limit)`,
        ),
    })(context);
    let failed = false;
    return {
      OperationDefinition: {
        enter(operation: OperationDefinitionNode) {
          try {
            complexity.onOperationDefinitionEnter(operation);
          } catch (error) {
            // Thrown (not reported) when fragments multiply the document past the library's node limit.
            if (!(error instanceof GraphQLError)) throw error;
            failed = true;
            context.reportError(error);
          }
        },
        leave(operation: OperationDefinitionNode) {
          if (!failed) complexity.onOperationDefinitionLeave(operation);
        },
      },
    };
  };
  return [costRule];
}
