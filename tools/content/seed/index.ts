/**
 * npm run content:seed [-- --if-empty] [-- --reset] [-- --reference-date=YYYY-MM-DD]
 * Writes the deterministic sample content into the database the gateway uses (DATABASE_URL, or the
 * PGlite directory PGLITE_DIR, default .data/pglite), after applying the gateway's migrations.
 * Run from the workspace root.
 */
import { parseArgs } from 'node:util';
import { configuredPgliteDir, openConfiguredDatabase } from '@civicbrief/gateway-db';
import { parseIsoDay, todayUtc } from './dates';
import { demoUser, ensureDemoUser } from './demo-user';
import { describeRun, runSeed } from './run';

const usage = 'Usage: content:seed [--if-empty] [--reset] [--reference-date=YYYY-MM-DD]';

function optionsFromArgs(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'if-empty': { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      'reference-date': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const text = values['reference-date'];
  const reference = text === undefined ? todayUtc() : parseIsoDay(text);
  if (!reference) throw new Error(`--reference-date must be a real day as YYYY-MM-DD, got "${text}"`);
  return { help: values.help, ifEmpty: values['if-empty'], reset: values.reset, reference };
}

async function main(): Promise<void> {
  const options = optionsFromArgs(process.argv.slice(2));
  if (options.help) {
    console.log(usage);
    return;
  }
  const handle = await openConfiguredDatabase(process.env);
  try {
    console.log(
      `Seeding ${handle.driver === 'postgres' ? 'PostgreSQL' : `PGlite at ${configuredPgliteDir(process.env)}`} (reference date ${options.reference.toISOString().slice(0, 10)})`,
    );
    const result = await runSeed(handle.db, options);
    for (const line of describeRun(result)) console.log(line);
    // Also on a database that already has content (--if-empty skipped it): the account may be missing.
    const demo = await ensureDemoUser(handle.db);
    console.log(`Demo user ${demoUser.email} (password ${demoUser.password}) ${demo.created ? 'created' : 'present'}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(usage);
  process.exitCode = 1;
});
