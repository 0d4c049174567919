import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { withConfiguredDatabase, type ConfiguredDatabaseOptions } from '@civicbrief/gateway-db';
import { createPagesRepository } from '../pages-repository';
import { formatSummary, importPages } from './import-pages';

export interface ImportCliOptions extends ConfiguredDatabaseOptions {
  args: string[];
  cwd?: string;
  log?: (line: string) => void;
  error?: (line: string) => void;
}

/** `npm run content:import -- <dir>`: imports the markdown pages under dir; 1 when any file was rejected. */
export async function runImportCli(options: ImportCliOptions): Promise<number> {
  const { args, cwd = process.cwd(), log = console.log, error = console.error } = options;
  if (args.length !== 1) {
    error('Usage: npm run content:import -- <dir>   (markdown files with YAML front matter, searched recursively)');
    return 1;
  }
  const dir = resolve(cwd, args[0]);
  if (!(await stat(dir).catch(() => undefined))?.isDirectory()) {
    error(`${args[0]}: no such folder`);
    return 1;
  }
  // The same database as the gateway: PostgreSQL with DATABASE_URL, else PGlite in PGLITE_DIR.
  return withConfiguredDatabase(options, async (database) => {
    const summary = await importPages(dir, createPagesRepository(database.db), cwd);
    summary.problems.forEach((problem) => error(problem));
    log(formatSummary(summary));
    return summary.rejected > 0 ? 1 : 0;
  });
}
