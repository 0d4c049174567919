import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { withConfiguredDatabase, type ConfiguredDatabaseOptions } from '@civicbrief/gateway-db';
import { createPagesRepository } from '../pages-repository';
import { formatSummary, importPages, type ImportSummary } from './import-pages';
import { sendToGateway } from './send-to-gateway';

export interface ImportCliOptions extends ConfiguredDatabaseOptions {
  args: string[];
  cwd?: string;
  log?: (line: string) => void;
  error?: (line: string) => void;
  fetch?: typeof fetch;
}

const usage =
  'Usage: npm run content:import -- <dir> [--gateway <url>]   (markdown files with YAML front matter, searched recursively; ' +
  'with --gateway they go to that running gateway, OPS_TOKEN from the environment)';

/** `<dir>` or `<dir> --gateway <url>` (either order), else undefined. */
function parseArgs(args: string[]): { dir: string; gateway?: string } | undefined {
  const at = args.indexOf('--gateway');
  if (at === -1) return args.length === 1 && !args[0].startsWith('--') ? { dir: args[0] } : undefined;
  const rest = args.filter((_arg, index) => index !== at && index !== at + 1);
  const gateway = args[at + 1];
  return rest.length === 1 && gateway && !rest[0].startsWith('--') ? { dir: rest[0], gateway } : undefined;
}

/**
 * `npm run content:import -- <dir> [--gateway <url>]`: imports the markdown pages under dir, into the
 * database or through a running gateway; 1 when any file was rejected.
 */
export async function runImportCli(options: ImportCliOptions): Promise<number> {
  const { args, cwd = process.cwd(), log = console.log, error = console.error } = options;
  const parsed = parseArgs(args);
  const gateway = parsed?.gateway === undefined ? undefined : URL.parse(parsed.gateway);
  if (!parsed || gateway === null || (gateway && !/^https?:$/.test(gateway.protocol))) {
    error(parsed ? `--gateway ${parsed.gateway}: not an http(s) URL` : usage);
    return 1;
  }
  const dir = resolve(cwd, parsed.dir);
  if (!(await stat(dir).catch(() => undefined))?.isDirectory()) {
    error(`${parsed.dir}: no such folder`);
    return 1;
  }
  const report = (summary: ImportSummary) => {
    summary.problems.forEach((problem) => error(problem));
    log(formatSummary(summary));
    return summary.rejected > 0 ? 1 : 0;
  };
  if (gateway) {
    try {
      return report(await sendToGateway(dir, gateway, { cwd, opsToken: options.env.OPS_TOKEN, fetch: options.fetch }));
    } catch (failure) {
      error(failure instanceof Error ? failure.message : String(failure));
      return 1;
    }
  }
  // The same database as the gateway: PostgreSQL with DATABASE_URL, else PGlite in PGLITE_DIR.
  return withConfiguredDatabase(options, async (database) =>
    report(await importPages(dir, createPagesRepository(database.db), cwd)),
  );
}
