import { createSearchSlots, SearchRefused } from './search-slots';

const messages = { busy: 'busy', tooMany: 'too many' };

/** A search that ends when the test says so. */
function pending() {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => (finish = () => resolve('done')));
  return { search: () => done, finish };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as SearchRefused,
  );

describe('search slots', () => {
  it('lets one client have only its share under way, counting waiting searches too', async () => {
    const slots = createSearchSlots({ perClient: 2, running: 1, waiting: 10, maxWaitMs: 60_000 }, messages);
    const a = pending();
    const first = slots.run('1.1.1.1', a.search);
    const second = slots.run('1.1.1.1', a.search);
    expect(await refusal(slots.run('1.1.1.1', a.search))).toMatchObject({ statusCode: 429, message: 'too many' });
    // Another client still gets in line.
    const other = slots.run('2.2.2.2', a.search);
    expect([slots.running, slots.waiting]).toEqual([1, 2]);
    a.finish();
    await expect(Promise.all([first, second, other])).resolves.toEqual(['done', 'done', 'done']);
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
    await expect(slots.run('1.1.1.1', async () => 'again')).resolves.toBe('again');
  });

  it('runs at most `running` at once, hands a finished slot to the next in line, and refuses when the line is full', async () => {
    const slots = createSearchSlots({ perClient: 5, running: 2, waiting: 1, maxWaitMs: 60_000 }, messages);
    const searches = [pending(), pending(), pending()];
    const started: number[] = [];
    const runs = searches.map((one, index) => slots.run(`client-${index}`, () => (started.push(index), one.search())));
    expect(await refusal(slots.run('client-9', async () => 'late'))).toMatchObject({
      statusCode: 503,
      message: 'busy',
    });
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    searches[0].finish();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(slots.running).toBe(2);
    searches[1].finish();
    searches[2].finish();
    await Promise.all(runs);
    expect(slots.running).toBe(0);
  });

  it('refuses a search that waited past its time, and frees its place', async () => {
    jest.useFakeTimers();
    try {
      const slots = createSearchSlots({ perClient: 5, running: 1, waiting: 5, maxWaitMs: 1000 }, messages);
      const long = pending();
      const running = slots.run('a', long.search);
      const waiting = refusal(slots.run('b', async () => 'never'));
      jest.advanceTimersByTime(1001);
      expect(await waiting).toMatchObject({ statusCode: 503 });
      expect(slots.waiting).toBe(0);
      long.finish();
      await running;
      expect(slots.running).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('frees the slot and the client share when a search fails', async () => {
    const slots = createSearchSlots({ perClient: 1, running: 1, waiting: 0, maxWaitMs: 1000 }, messages);
    await expect(slots.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(slots.run('a', async () => 'ok')).resolves.toBe('ok');
  });
});
