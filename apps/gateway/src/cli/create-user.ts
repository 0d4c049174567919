/**
 * `npm run users:create -- --email x --password y --name "Z"`: adds a user who can sign in, with the gateway's
 * own code and database (DATABASE_URL, else PGLITE_DIR, default .data/pglite). Stop the gateway first when it
 * runs on PGlite, which allows one process per data directory. Run from the workspace root.
 */
import { runCreateUserCli } from '../accounts/create-user-cli';
import { runMain } from './run-main';

runMain('Creating the user failed:', () => runCreateUserCli({ args: process.argv.slice(2), env: process.env }));
