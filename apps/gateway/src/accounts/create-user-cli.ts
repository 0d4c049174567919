import { parseArgs } from 'node:util';
import { CreateUserInput } from '@civicbrief/contracts';
import {
  createUsersRepository,
  DuplicateEmailError,
  withConfiguredDatabase,
  type ConfiguredDatabaseOptions,
} from '@civicbrief/gateway-db';

export interface CreateUserCliOptions extends ConfiguredDatabaseOptions {
  args: string[];
  log?: (line: string) => void;
  error?: (line: string) => void;
}

export const createUserUsage =
  'Usage: npm run users:create -- --email <email> --password <password> --name "<name>"\n' +
  '  (or set USER_PASSWORD instead of --password, to keep the password out of the shell history)';

function readInput(args: string[], env: NodeJS.ProcessEnv) {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  return CreateUserInput.safeParse({ ...values, password: values.password ?? env.USER_PASSWORD });
}

/** `npm run users:create`: adds a user who can sign in; 1 on bad input or a taken email. */
export async function runCreateUserCli(options: CreateUserCliOptions): Promise<number> {
  const { args, env, log = console.log, error = console.error } = options;
  let parsed: ReturnType<typeof readInput>;
  try {
    parsed = readInput(args, env);
  } catch (problem) {
    error(`${(problem as Error).message}\n${createUserUsage}`);
    return 1;
  }
  if (!parsed.success) {
    for (const issue of parsed.error.issues) error(`${issue.path.join('.') || 'input'}: ${issue.message}`);
    error(createUserUsage);
    return 1;
  }
  const input = parsed.data;
  // The same database as the gateway: PostgreSQL with DATABASE_URL, else PGlite in PGLITE_DIR.
  return withConfiguredDatabase(options, async (database) => {
    try {
      const user = await createUsersRepository(database.db).create(input);
      log(`Created user ${user.email} (${user.name}), id ${user.id}`);
      return 0;
    } catch (problem) {
      if (!(problem instanceof DuplicateEmailError)) throw problem;
      error(`${problem.message}; choose another email.`);
      return 1;
    }
  });
}
