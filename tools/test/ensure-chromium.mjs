// Playwright runs in Debian's Chromium, never a downloaded browser: its headless shell (package
// chromium-headless-shell), which renders with the same engine as the full browser at about half the CPU
// (decision 038). Installs it when running as root, otherwise stops with the exact command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/lib/chromium/headless_shell',
].filter(Boolean);

export function findChromium() {
  return candidates.find((path) => existsSync(path)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const command = 'apt-get update && apt-get install -y --no-install-recommends chromium-headless-shell';
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium's headless shell is missing. Install Debian's package, then run npm test again:\n\n  sudo sh -c '${command}'\n`,
    );
    process.exit(1);
  }
  console.log(`[test] Chromium's headless shell is missing; installing Debian's package: ${command}`);
  const result = spawnSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findChromium();
  if (result.status !== 0 || !installed) {
    console.error('[test] installing chromium-headless-shell failed; see the output above.');
    process.exit(1);
  }
  return installed;
}
