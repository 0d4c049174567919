import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { MAX_WORKERS, workerCount } from './worker-processes';
import { freePort } from '../testing/free-port.cjs';

describe('workerCount', () => {
  it('is one process unless WEB_CONCURRENCY says otherwise', () => {
    expect(workerCount({})).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: '' })).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: '2' })).toBe(2);
    expect(workerCount({ WEB_CONCURRENCY: String(MAX_WORKERS) })).toBe(MAX_WORKERS);
  });

  it.each(['0', '-1', '1.5', 'two', String(MAX_WORKERS + 1), '1e9'])(
    'refuses WEB_CONCURRENCY=%s with a message',
    (value) => {
      expect(() => workerCount({ WEB_CONCURRENCY: value })).toThrow(
        `WEB_CONCURRENCY must be a whole number from 1 to ${MAX_WORKERS}`,
      );
    },
  );
});

const fixture = resolve(__dirname, '../testing/workers-fixture.ts');

interface Fixture {
  child: ChildProcess;
  /** Resolves once `count` workers in all have said they listen. */
  listening: (count: number) => Promise<void>;
}

function startFixture(env: Record<string, string>): Fixture {
  const { NODE_ENV: _jest, ...parent } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...parent, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  const listening = async (count: number) => {
    while (output.split('listening').length - 1 < count) {
      if (child.exitCode !== null) throw new Error(`the fixture stopped: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { child, listening };
}

/** A fresh connection per request, so node:cluster hands each to the next worker. */
async function ask(port: number, path = '/'): Promise<{ pid: number; secret: string }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { connection: 'close' } });
  return response.json() as Promise<{ pid: number; secret: string }>;
}

describe('runInWorkers', () => {
  jest.setTimeout(60_000);

  it('serves one port from every worker, with one development secret, replaces a worker that dies and stops them all on SIGTERM', async () => {
    const port = await freePort();
    const { child, listening } = startFixture({ WORKERS: '2', PORT: String(port) });
    try {
      await listening(2);
      const answers = await Promise.all(Array.from({ length: 8 }, () => ask(port)));
      const pids = new Set(answers.map((answer) => answer.pid));
      expect(pids.size).toBe(2);
      expect(new Set(answers.map((answer) => answer.secret)).size).toBe(1);

      const gone = (await ask(port, '/exit')).pid;
      await listening(3);
      const after = new Set(
        (await Promise.all(Array.from({ length: 8 }, () => ask(port)))).map((answer) => answer.pid),
      );
      expect(after.size).toBe(2);
      expect(after.has(gone)).toBe(false);

      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
      for (const pid of after) expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('stops with the error code when the workers cannot start, instead of forking them again and again', async () => {
    const { child } = startFixture({ WORKERS: '2', PORT: String(await freePort()), FAIL_BEFORE_LISTEN: '1' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(3);
  });
});
