// Development secrets for `npm start` (decision 013): generated once per data directory, kept next to it
// in secrets.json (mode 0600, under the git-ignored .data/ by default) and reused on every start, so
// sessions, preview and newsletter links survive restarts. A value set in the environment or .env wins.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The secrets npm start passes to the gateway and all apps. */
export const START_SECRETS = ['SESSION_SECRET', 'PREVIEW_SECRET', 'NEWSLETTER_LINK_SECRET', 'GATEWAY_RELAY_SECRET'];

/** `<dir of PGLITE_DIR>/secrets.json`: one set of secrets per data directory. */
export function secretsFileFor(env, root) {
  return resolve(root, dirname(env.PGLITE_DIR || '.data/pglite'), 'secrets.json');
}

function readStored(file) {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${file} (${error.message}); delete it to generate new development secrets`);
  }
}

/**
 * The secrets to run with. In production nothing is generated: each process must get its secrets from
 * the environment and refuses to start without them.
 */
export function startSecrets(env, root) {
  const fromEnv = Object.fromEntries(START_SECRETS.filter((name) => env[name]).map((name) => [name, env[name]]));
  if (env.NODE_ENV === 'production') return fromEnv;
  const file = secretsFileFor(env, root);
  const stored = readStored(file);
  const missing = START_SECRETS.filter((name) => typeof stored[name] !== 'string' || stored[name].length < 32);
  if (missing.length > 0) {
    for (const name of missing) stored[name] = randomBytes(32).toString('hex');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  // Also for a file made before, or copied with looser permissions: these are secrets.
  chmodSync(file, 0o600);
  return { ...Object.fromEntries(START_SECRETS.map((name) => [name, stored[name]])), ...fromEnv };
}
