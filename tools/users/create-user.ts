/**
 * `npm run users:create -- --email x --password y --name "Z"` (tsx --tsconfig tools/tsconfig.json
 * tools/users/create-user.ts): adds a user who can sign in, with the gateway's own code and database
 * (DATABASE_URL, else PGLITE_DIR, default .data/pglite). Stop the gateway first when it runs on PGlite,
 * which allows one process per data directory. Run from the workspace root.
 */
import { runCreateUserCli } from '../../apps/gateway/src/accounts/create-user-cli';
import { defaultMigrationsFolder } from '../../apps/gateway/src/db/client';

runCreateUserCli({ args: process.argv.slice(2), env: process.env, migrationsFolder: defaultMigrationsFolder() }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Creating the user failed:', error);
    process.exit(1);
  },
);
