import { GraphQLError, Kind, valueFromASTUntyped, type ValueNode } from 'graphql';

function toDate(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) {
    throw new GraphQLError('DateTime must be an ISO 8601 date string, such as 2025-01-31 or 2025-01-31T18:00:00Z');
  }
  // JavaScript dates reach 275,760 years either way; PostgreSQL could not read most of them back.
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) throw new GraphQLError('DateTime must be a date between the years 1 and 9999');
  return date;
}

/** ISO 8601 strings on the wire, Date objects in resolvers and filters. */
export const DateTime = {
  serialize: (value: unknown): string => (value instanceof Date ? value : toDate(value)).toISOString(),
  parseValue: toDate,
  parseLiteral: (ast: ValueNode): Date => toDate(ast.kind === Kind.STRING ? ast.value : undefined),
};

/** Arbitrary JSON: block props and page props are whatever the block or guide needs. */
export const JSON = {
  serialize: (value: unknown): unknown => value,
  parseValue: (value: unknown): unknown => value,
  parseLiteral: (ast: ValueNode, variables?: Record<string, unknown> | null): unknown =>
    valueFromASTUntyped(ast, variables ?? undefined),
};
