/**
 * `npm run content:import -- <dir>`: imports the markdown pages under dir into the gateway's database
 * (DATABASE_URL, else PGLITE_DIR, default .data/pglite). Run from the workspace root.
 * `npm run content:import -- <dir> --gateway <url>`: sends them to that running gateway instead
 * (POST /api/ops/content with OPS_TOKEN), which drops its caches: the change shows without a restart.
 */
import { runImportCli } from '../content/import/cli';
import { runMain } from './run-main';

runMain('The import failed:', () => runImportCli({ args: process.argv.slice(2), env: process.env }));
