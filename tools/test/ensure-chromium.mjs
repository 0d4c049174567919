// Playwright runs in Debian's Chromium, never a downloaded browser. Installs it when running as root,
// otherwise stops with the exact command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/lib/chromium/chromium'].filter(Boolean);

export function findChromium() {
  return candidates.find((path) => existsSync(path)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const command = 'apt-get update && apt-get install -y --no-install-recommends chromium';
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing. Install Debian's package, then run npm test again:\n\n  sudo sh -c '${command}'\n`);
    process.exit(1);
  }
  console.log(`[test] Chromium is missing; installing Debian's package: ${command}`);
  const result = spawnSync('sh', ['-c', command], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const installed = findChromium();
  if (result.status !== 0 || !installed) {
    console.error('[test] installing chromium failed; see the output above.');
    process.exit(1);
  }
  return installed;
}
