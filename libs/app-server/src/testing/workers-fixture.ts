// Run by worker-processes.spec.ts: an HTTP server in WORKERS processes that answers with its pid; /exit stops
// the worker that got it; FAIL_BEFORE_LISTEN=1 makes every worker stop before it listens.
import { createServer } from 'node:http';
import { secretOf, seedDevelopmentSecrets } from '../lib/secrets';
import { runInWorkers } from '../lib/worker-processes';

await runInWorkers({
  name: 'fixture',
  count: Number(process.env['WORKERS']),
  beforeFork: () => seedDevelopmentSecrets(),
  start: async () => {
    if (process.env['FAIL_BEFORE_LISTEN']) process.exit(3);
    const server = createServer((request, response) => {
      response.end(JSON.stringify({ pid: process.pid, secret: secretOf('FIXTURE_SECRET') }));
      if (request.url === '/exit') setImmediate(() => process.exit(1));
    });
    server.listen(Number(process.env['PORT']), '127.0.0.1', () => console.log('listening'));
    process.on('SIGTERM', () => server.close(() => process.exit(0)));
  },
});
