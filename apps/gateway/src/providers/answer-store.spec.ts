import { memoryAnswerStore } from './answer-store';

describe('memoryAnswerStore', () => {
  it('keeps answers within its size bound, forgetting the least recently used, and never keeps an oversized one', async () => {
    const store = memoryAnswerStore(1000, 16_000);
    const answer = (size: number) => ({ value: 'x'.repeat(size), fetchedAt: 1 });
    await store.set('big', answer(2_000), 60_000);
    expect(await store.get('big')).toBeUndefined();
    for (let n = 0; n < 20; n += 1) await store.set(`feed-${n}`, answer(900), 60_000);
    const kept = (await Promise.all(Array.from({ length: 20 }, (_, n) => store.get(`feed-${n}`)))).filter(Boolean);
    expect(kept.length).toBeLessThanOrEqual(17);
    expect(await store.get('feed-19')).toEqual(answer(900));
    expect(await store.get('feed-0')).toBeUndefined();
  });
});
