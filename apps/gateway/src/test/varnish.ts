import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { tempFolder } from './gateway-test';

/** Debian's varnishd (packages varnish and varnish-modules; `npm test` installs them, tools/test/ensure-packages.mjs). */
export const VARNISHD = process.env.VARNISHD_PATH || '/usr/sbin/varnishd';
export const varnishInstalled = () => existsSync(VARNISHD);

const vclFile = resolve(__dirname, '../../../../tools/shared-cache/varnish.vcl');

export interface Varnish {
  url: string;
  close(): Promise<void>;
}

/**
 * Varnish with the project's VCL (tools/shared-cache/varnish.vcl), its backends replaced by `gateways`, listening on
 * `port` (loopback). Resolves once it answers.
 */
export async function startVarnish(gateways: string[], port: number): Promise<Varnish> {
  const folder = await tempFolder('civicbrief-varnish-');
  // Run as root, varnishd reads its VCL as its own user.
  await chmod(folder.path, 0o755);
  const backends = gateways
    .map((gateway, index) => {
      const { hostname, port: gatewayPort } = new URL(gateway);
      return `backend gateway_${index + 1} { .host = "${hostname}"; .port = "${gatewayPort}"; }`;
    })
    .join('\n');
  const adds = gateways.map((_, index) => `  gateways.add_backend(gateway_${index + 1});`).join('\n');
  const vcl = (await readFile(vclFile, 'utf8'))
    .replace(/^backend gateway_\d.*$\n?/gm, '')
    .replace('import xkey;\n', `import xkey;\n\n${backends}\n`)
    .replace(/^ {2}gateways\.add_backend\(gateway_\d\);$\n?/gm, '')
    .replace('new gateways = directors.round_robin();\n', `new gateways = directors.round_robin();\n${adds}\n`);
  const vclPath = join(folder.path, 'test.vcl');
  await writeFile(vclPath, vcl);
  const child: ChildProcess = spawn(
    VARNISHD,
    ['-F', '-n', join(folder.path, 'work'), '-a', `127.0.0.1:${port}`, '-f', vclPath, '-s', 'malloc,32m'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`varnishd stopped: ${output}`);
    const answered = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (attempt > 100) throw new Error(`varnishd did not answer: ${output}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      await folder.close();
    },
  };
}
