/**
 * The gateway as the benchmarks measure it: its production build (`nx run gateway:build`, skipped with
 * SKIP_BUILD=1) in its own process on a free port, in production mode with throwaway secrets.
 */
import { resolve } from 'node:path';
import { builtGateway, freePort, gatewayProcess, productionEnv } from '../crash/gateway-process.mjs';

const root = resolve(__dirname, '../..');
let entry: string | undefined;

/**
 * Runs `use` with the base URL of a gateway started with `env` (over the defaults) and its process id, and stops it
 * afterwards.
 */
export async function withGateway(
  env: Record<string, string>,
  use: (baseUrl: string, pid: number) => Promise<void>,
): Promise<void> {
  entry ??= builtGateway(root);
  const port = await freePort();
  const gateway = gatewayProcess({ entry, port, cwd: root, env: productionEnv({ LOG_LEVEL: 'error', ...env }) });
  const pid = await gateway.start();
  try {
    await use(`http://127.0.0.1:${port}`, pid);
  } finally {
    await gateway.stop();
  }
}
