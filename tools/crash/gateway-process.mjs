// Starts the gateway's production build as a child process the crash test can SIGKILL and start again.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { waitForHttp } from '../start/wait-for.mjs';

// The suites' port helper, by its path: node runs these scripts without the workspace's path aliases.
// eslint-disable-next-line @nx/enforce-module-boundaries
export { freePort } from '../../libs/app-server/src/testing/free-port.cjs';

/** The gateway's production bundle (`nx run gateway:build`), built first unless SKIP_BUILD=1. */
export function builtGateway(root) {
  if (process.env.SKIP_BUILD !== '1')
    execFileSync('npx', ['nx', 'run', 'gateway:build'], { cwd: root, stdio: 'inherit' });
  return join(root, 'dist/apps/gateway/main.mjs');
}

/** A production gateway's environment with throwaway secrets and no Redis, then `extra` over it. */
export function productionEnv(extra = {}) {
  const secret = () => randomBytes(32).toString('hex');
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: secret(),
    GATEWAY_RELAY_SECRET: secret(),
    REDIS_URL: '',
    ...extra,
  };
}

/**
 * One gateway process at a time on `port`: start() resolves once /readyz answers 200 (database open and
 * migrated), kill() SIGKILLs it without warning, stop() asks it to shut down (SIGTERM) and waits.
 */
export function gatewayProcess({ entry, port, env, cwd }) {
  let child = null;
  let output = '';
  const exited = () =>
    new Promise((resolve) =>
      child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve),
    );

  return {
    async start() {
      output = '';
      child = spawn(process.execPath, [entry], {
        cwd,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      for (const stream of [child.stdout, child.stderr])
        stream.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
      const alive = () => child.exitCode === null && child.signalCode === null;
      const ready = await waitForHttp(`http://127.0.0.1:${port}/readyz`, { timeoutMs: 120_000, isAlive: alive });
      if (!ready || !alive()) throw new Error(`the gateway did not become ready:\n${output}`);
      return child.pid;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited();
    },
    async stop() {
      child.kill('SIGTERM');
      await exited();
      return child.exitCode;
    },
  };
}
