// Polls a URL until it answers below 500, or gives up after `timeoutMs`.
import { setTimeout as sleep } from 'node:timers/promises';

export async function waitForHttp(url, { timeoutMs = 120_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) return false;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' });
      await res.body?.cancel();
      if (res.status < 500) return true;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  return false;
}
