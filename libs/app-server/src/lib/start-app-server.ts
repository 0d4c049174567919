import type { Server } from 'node:http';
import { createAppServer, type AppServerOptions } from './create-app-server';

export interface StartAppServerOptions extends AppServerOptions {
  port: number;
  /** Listen address; loopback by default, since the gateway is the only client (set HOST=0.0.0.0 in a container). */
  host?: string;
  /** Name used in log lines, e.g. `civic`. */
  name?: string;
}

/**
 * How long an idle kept-alive connection stays open: longer than the gateway keeps one (at most 10 s,
 * apps/gateway routes/proxy), so it is always the gateway that closes it and never the app while a request
 * is on its way (the race that turned page assets into 502s under load).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Listens, and on SIGTERM/SIGINT stops accepting connections, lets requests in flight finish and
 * exits; a stuck connection cannot hold the process longer than 10 s.
 */
export async function startAppServer(options: StartAppServerOptions): Promise<Server> {
  const app = createAppServer(options);
  const host = options.host || '127.0.0.1';
  const name = options.name ?? 'app';
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port, host, () => resolve(listening));
    listening.once('error', reject);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node checks a request's headers against this from the connection's start: above the idle time.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  console.log(`[${name}] listening on http://${host}:${options.port}`);

  let closing = false;
  // Once: a worker can get both the terminal's SIGINT and its primary's SIGTERM (worker-processes.ts).
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`[${name}] ${signal}: closing`);
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close((error) => process.exit(error ? 1 : 0));
    server.closeIdleConnections();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  return server;
}
