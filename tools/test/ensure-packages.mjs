// What `npm test` needs from Debian, never downloaded otherwise: Chromium's headless shell for Playwright (package
// chromium-headless-shell, the same engine as the full browser at about half the CPU, decision 038) and Varnish
// with varnish-modules for the shared-cache test (decision 044). Installs what is missing when running as root,
// otherwise stops with the exact command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumCandidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/lib/chromium/headless_shell',
].filter(Boolean);

export function findChromium() {
  return chromiumCandidates.find((path) => existsSync(path)) ?? null;
}

const installed = (name) =>
  spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).stdout?.includes('ok installed');

const findVarnish = () => {
  const varnishd = process.env.VARNISHD_PATH || '/usr/sbin/varnishd';
  return existsSync(varnishd) && installed('varnish-modules') ? varnishd : null;
};

/** The path `find` returns, after installing `packages` from Debian when it returns nothing. */
function ensure(what, packages, find) {
  const found = find();
  if (found) return found;
  const command = `apt-get update && apt-get install -y --no-install-recommends ${packages.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(
      `${what} is missing. Install Debian's packages, then run npm test again:\n\n  sudo sh -c '${command}'\n`,
    );
    process.exit(1);
  }
  console.log(`[test] ${what} is missing; installing Debian's packages: ${command}`);
  const result = spawnSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = find();
  if (result.status !== 0 || !installed) {
    console.error(`[test] installing ${packages.join(' ')} failed; see the output above.`);
    process.exit(1);
  }
  return installed;
}

export const ensureChromium = () => ensure("Chromium's headless shell", ['chromium-headless-shell'], findChromium);
export const ensureVarnish = () => ensure('Varnish with its xkey module', ['varnish', 'varnish-modules'], findVarnish);
