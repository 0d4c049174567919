/** Waits `ms` milliseconds of wall time (a lease running out: the database's now() moves with it). */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `check` holds, looking every 10 ms for at most `withinMs` (default 30 s, far beyond what a busy machine
 * needs): a test waits for what happened, never for a guess of how long it takes. Throws when it never holds.
 */
export async function until(check: () => boolean | Promise<boolean>, withinMs = 30_000): Promise<void> {
  const end = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`still not so after ${withinMs} ms`);
    await sleep(10);
  }
}
