// What `npm run start:cluster` needs beyond `npm start`: Debian's PostgreSQL and Redis running, and a database of
// its own on that PostgreSQL. DATABASE_URL and REDIS_URL, when set, name other servers and are used as they are.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';

export const CLUSTER_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/civicbrief';
export const CLUSTER_REDIS_URL = 'redis://127.0.0.1:6379';

/** The database named by `databaseUrl`, created (empty) on its server when missing. */
async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** The environment of every machine of the cluster: one PostgreSQL, one Redis. Exits with a message if unreachable. */
export async function clusterEnv(env, root) {
  if (!env.DATABASE_URL || !env.REDIS_URL) {
    const started = spawnSync('bash', [resolve(root, 'tools/start/system-services.sh')], { stdio: 'inherit' });
    if (started.status !== 0) {
      console.error(
        '[start] PostgreSQL or Redis could not be started (Debian: apt-get install postgresql redis-server).',
      );
      process.exit(1);
    }
  }
  const databaseUrl = env.DATABASE_URL || CLUSTER_DATABASE_URL;
  try {
    await ensureDatabase(databaseUrl);
  } catch (error) {
    console.error(`[start] cannot reach the database ${new URL(databaseUrl).host}: ${error.message}`);
    process.exit(1);
  }
  return { DATABASE_URL: databaseUrl, REDIS_URL: env.REDIS_URL || CLUSTER_REDIS_URL };
}
