import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('gives concurrent callers of a key one call, and starts a new one once it settled', async () => {
    const flights = singleFlight<number>();
    let calls = 0;
    const start = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    const first = flights.run('a', start);
    const second = flights.run('a', start);
    const other = flights.run('b', start);
    expect([first.leader, second.leader, other.leader]).toEqual([true, false, true]);
    expect(second.outcome).toBe(first.outcome);
    expect(await Promise.all([first.outcome, second.outcome, other.outcome])).toEqual([1, 1, 2]);
    expect(await flights.run('a', start).outcome).toBe(3);
  });

  it('frees the key after a failure, and clear() lets the next caller start anew', async () => {
    const flights = singleFlight<string>();
    await expect(flights.run('a', () => Promise.reject(new Error('down'))).outcome).rejects.toThrow('down');
    expect(await flights.run('a', () => Promise.resolve('up')).outcome).toBe('up');
    const slow = flights.run('b', () => new Promise<string>((resolve) => setTimeout(() => resolve('old'), 5)));
    flights.clear();
    const fresh = flights.run('b', () => Promise.resolve('new'));
    expect(fresh.leader).toBe(true);
    expect(await fresh.outcome).toBe('new');
    expect(await slow.outcome).toBe('old');
  });
});
