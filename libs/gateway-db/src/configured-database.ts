import { openDatabase } from './client';
import { defaultMigrationsFolder, type DatabaseHandle } from './database-handle';

/**
 * The gateway's own database for a command-line tool: PostgreSQL with DATABASE_URL, else PGlite in PGLITE_DIR
 * (default .data/pglite). Like the gateway's configuration, an empty variable counts as unset.
 */
export function openConfiguredDatabase(
  env: NodeJS.ProcessEnv,
  migrationsFolder = defaultMigrationsFolder(),
): Promise<DatabaseHandle> {
  // An operator's tool waits for its own statements (a seed's batch, an import): the time limit guards the
  // gateway's requests, not these.
  return openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: configuredPgliteDir(env),
    migrationsFolder,
    statementTimeoutMs: 0,
  });
}

export const configuredPgliteDir = (env: NodeJS.ProcessEnv): string => env.PGLITE_DIR || '.data/pglite';

export interface ConfiguredDatabaseOptions {
  env: NodeJS.ProcessEnv;
  migrationsFolder?: string;
  /** An open database to use instead of the configured one (tests); its owner closes it. */
  database?: DatabaseHandle;
}

/** Runs `use` on `options.database`, else on the configured database, opened for it and closed afterwards. */
export async function withConfiguredDatabase<T>(
  options: ConfiguredDatabaseOptions,
  use: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  if (options.database) return use(options.database);
  const database = await openConfiguredDatabase(options.env, options.migrationsFolder);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}
