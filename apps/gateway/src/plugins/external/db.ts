import fp from 'fastify-plugin';
import {
  defaultMigrationsFolder,
  openDatabase,
  type Database,
  type DatabaseDriver,
  type DatabaseHandle,
} from '@civicbrief/gateway-db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbInfo: { driver: DatabaseDriver; schema: string; sessionName: string };
    /** PostgreSQL's LISTEN on a connection of its own (DatabaseHandle.listen); never called on PGlite. */
    dbListen: DatabaseHandle['listen'];
    /** Resolves when the database answers `select 1`. */
    dbPing(): Promise<void>;
  }
}

export interface DbPluginOptions {
  /** An already open database (tests share one per file); its owner closes it, not the app. */
  database?: DatabaseHandle;
  migrationsFolder?: string;
}

/** Opens and migrates the configured database (PGlite, or PostgreSQL with DATABASE_URL) and closes it with the app. */
export default fp<DbPluginOptions>(
  async (fastify, options) => {
    const { databaseUrl, pgliteDir, databaseStatementTimeoutMs } = fastify.config;
    const database =
      options.database ??
      (await openDatabase({
        databaseUrl,
        pgliteDir,
        migrationsFolder: options.migrationsFolder ?? defaultMigrationsFolder(),
        statementTimeoutMs: databaseStatementTimeoutMs,
        onPoolError: (error) => fastify.log.error({ err: error }, 'idle database connection failed'),
      }));
    if (!options.database) fastify.addHook('onClose', () => database.close());

    fastify.decorate('db', database.db);
    fastify.decorate('dbInfo', { driver: database.driver, schema: database.schema, sessionName: database.sessionName });
    fastify.decorate('dbListen', (channel: string, onNotify: (payload: string | null) => void) =>
      database.listen(channel, onNotify),
    );
    fastify.decorate('dbPing', () => database.ping());
    fastify.log.info({ driver: database.driver }, 'database ready');
  },
  { name: 'db', dependencies: ['env'], fastify: '5.x' },
);
