import { createHmac, randomBytes } from 'node:crypto';

type Env = Readonly<Record<string, string | undefined>>;

/** A secret an app reads from its environment (decision 013). */
export interface SecretRule {
  name: string;
  minLength: number;
  /** Unset turns a feature off (e.g. PREVIEW_SECRET); set, it must still be long enough. */
  optional?: boolean;
}

const inProduction = (env: Env) => env['NODE_ENV'] === 'production';

/** What is wrong with the app's secrets, one line per variable; nothing outside production. */
export function secretProblems(rules: readonly SecretRule[], env: Env = process.env): string[] {
  if (!inProduction(env)) return [];
  return rules.flatMap(({ name, minLength, optional }) => {
    const value = env[name] ?? '';
    if (value === '' && optional) return [];
    if (value === '') return [`${name} must be set to at least ${minLength} characters in production`];
    return value.length < minLength ? [`${name} must be at least ${minLength} characters in production`] : [];
  });
}

/**
 * Run first in an app's server entry, before its build loads: in production, a missing or short secret
 * stops the app with a message naming the variable (exit code 1), instead of signing with something
 * guessable or failing at the first request.
 */
export function exitWithoutSecrets(appName: string, rules: readonly SecretRule[], env: Env = process.env): void {
  const problems = secretProblems(rules, env);
  if (problems.length === 0) return;
  for (const problem of problems) console.error(`[${appName}] ${problem}`);
  process.exit(1);
}

const generated = new Map<string, string>();
/** Set by an app's primary process for its workers (`seedDevelopmentSecrets`); never read in production. */
export const DEVELOPMENT_SECRET_SEED = 'APP_DEVELOPMENT_SECRET_SEED';

/**
 * A secret's value. In development and tests an unset secret is a random one for this process, the same in all
 * of an app's workers (npm start passes generated ones, so they survive restarts); in production it must be
 * set, there is no default.
 */
export function secretOf(name: string, env: Env = process.env): string {
  const value = env[name];
  if (value) return value;
  if (inProduction(env)) throw new Error(`${name} must be set in production`);
  let random = generated.get(name);
  if (!random) {
    const seed = env[DEVELOPMENT_SECRET_SEED];
    random = seed ? createHmac('sha256', seed).update(name).digest('hex') : randomBytes(32).toString('hex');
    generated.set(name, random);
  }
  return random;
}

/**
 * Outside production, gives this process's workers (worker-processes.ts) one seed for the secrets `secretOf`
 * generates, so a cookie one of them signed is good in the others. Nothing in production, where every secret is set.
 */
export function seedDevelopmentSecrets(env: Record<string, string | undefined> = process.env): void {
  if (!inProduction(env) && !env[DEVELOPMENT_SECRET_SEED])
    env[DEVELOPMENT_SECRET_SEED] = randomBytes(32).toString('hex');
}
