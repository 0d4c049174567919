/**
 * `npx tsx tools/content/import.ts <dir>` (the root script `npm run content:import -- <dir>`): imports
 * markdown pages into the gateway's database with the gateway's own code (apps/gateway/src/content/import).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const tsconfig = resolve(root, 'tsconfig.base.json');

async function main(): Promise<number> {
  // tsx reads path aliases (@civicbrief/*) only from ./tsconfig.json or TSX_TSCONFIG_PATH, and the workspace
  // keeps them in tsconfig.base.json: without the variable, run again under the same loader with it set.
  if (process.env.TSX_TSCONFIG_PATH !== tsconfig) {
    const child = spawnSync(process.execPath, [...process.execArgv, __filename, ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig },
    });
    return child.status ?? 1;
  }
  const { runImportCli } = await import('../../apps/gateway/src/content/import/cli');
  return runImportCli({
    args: process.argv.slice(2),
    env: process.env,
    migrationsFolder: resolve(root, 'apps/gateway/drizzle'),
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The import failed:', error);
    process.exit(1);
  },
);
