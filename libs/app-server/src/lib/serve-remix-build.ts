import type { ServerBuild } from '@remix-run/node';
import { fileURLToPath } from 'node:url';
import { exitWithoutSecrets, seedDevelopmentSecrets, type SecretRule } from './secrets';
import { startAppServer } from './start-app-server';
import { runInWorkers, workerCount } from './worker-processes';

export interface ServeRemixBuildOptions {
  /** The app's name, in log lines, e.g. `civic`. */
  name: string;
  /** Port when `PORT` is unset. */
  defaultPort: number;
  /** The app's asset prefix (its Vite `base`). */
  assetPrefix: string;
  /** The secrets the app reads; in production it stops without them (decision 013). */
  secrets: readonly SecretRule[];
  /** `import.meta.url` of the bundled server, build/server.mjs: Remix's build/server and build/client are next to it. */
  serverUrl: string;
}

/**
 * An app's `server.ts`: checks its secrets, loads its Remix build and serves it (PORT, HOST and WEB_CONCURRENCY,
 * the number of processes, from the environment).
 */
export async function serveRemixBuild(options: ServeRemixBuildOptions): Promise<void> {
  // Before the build loads (its modules read the secrets): in production, stop here without them.
  exitWithoutSecrets(options.name, options.secrets);
  let count: number;
  try {
    count = workerCount();
  } catch (error) {
    console.error(`[${options.name}] ${(error as Error).message}`);
    process.exit(1);
  }
  await runInWorkers({
    name: options.name,
    count,
    beforeFork: () => seedDevelopmentSecrets(),
    start: async () => {
      const build = (await import(new URL('./server/index.js', options.serverUrl).href)) as ServerBuild;
      return startAppServer({
        name: options.name,
        port: Number(process.env['PORT'] ?? options.defaultPort),
        host: process.env['HOST'],
        build,
        clientDir: fileURLToPath(new URL('./client', options.serverUrl)),
        assetPrefix: options.assetPrefix,
      });
    },
  });
}
