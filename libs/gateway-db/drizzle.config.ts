import { defineConfig } from 'drizzle-kit';

// Run from libs/gateway-db (the `db:generate` target sets the cwd): one set of SQL migrations serves
// both PGlite and PostgreSQL, applied at boot by the drizzle migrators.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/*.ts',
  out: './drizzle',
  strict: true,
});
