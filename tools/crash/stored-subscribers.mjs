// Reads back which of the crash test's emails the database holds, with the gateway stopped.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

const query = 'select email from subscribers where email like $1';

/** Emails of the subscribers whose address starts with `prefix`: from PostgreSQL when a URL is given, else the PGlite directory. */
export async function storedEmails({ databaseUrl, pgliteDir, prefix }) {
  const pattern = `${prefix}%`;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return new Set((await client.query(query, [pattern])).rows.map((row) => row.email));
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
  try {
    return new Set((await db.query(query, [pattern])).rows.map((row) => row.email));
  } finally {
    await db.close();
  }
}
