/**
 * Whether a database error is a query's time limit (decision 040): PostgreSQL's statement timeout (SQLSTATE 57014,
 * query_canceled) or node-postgres' own limit where the server cannot cancel (PGlite). drizzle wraps the driver's
 * error in `cause`.
 */
export function isQueryTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) {
    if ((current as Error & { code?: unknown }).code === '57014' || current.message === 'Query read timeout')
      return true;
  }
  return false;
}
