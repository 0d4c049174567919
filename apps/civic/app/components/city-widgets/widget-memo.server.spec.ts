/**
 * @jest-environment node
 */
import { CITY_PAGE_MEMO_MS, cityPageMemoMs, createMemo } from './widget-memo.server';

describe('createMemo', () => {
  let clock = 1_000;
  const now = () => clock;
  const counting = (answers: string[]) => {
    let calls = 0;
    return { produce: jest.fn(async () => answers[calls++] ?? 'more'), calls: () => calls };
  };
  const always = () => true;

  it('answers a kept answer until it expires, then calls again', async () => {
    const memo = createMemo({ now });
    const { produce } = counting(['one', 'two']);
    expect(await memo.get('a', produce, always, 5_000)).toBe('one');
    clock += 4_999;
    expect(await memo.get('a', produce, always, 5_000)).toBe('one');
    clock += 1;
    expect(await memo.get('a', produce, always, 5_000)).toBe('two');
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('shares one call between concurrent asks of one key, not between keys', async () => {
    const memo = createMemo({ now });
    const { produce } = counting(['one', 'two']);
    const answers = await Promise.all([
      memo.get('a', produce, always, 5_000),
      memo.get('a', produce, always, 5_000),
      memo.get('b', produce, always, 5_000),
    ]);
    expect(answers).toEqual(['one', 'one', 'two']);
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('keeps neither an answer `keep` refuses nor an error', async () => {
    const memo = createMemo({ now });
    const { produce } = counting(['failed', 'ok']);
    expect(await memo.get('a', produce, (answer) => answer === 'ok', 5_000)).toBe('failed');
    expect(await memo.get('a', produce, (answer) => answer === 'ok', 5_000)).toBe('ok');
    expect(await memo.get('a', produce, (answer) => answer === 'ok', 5_000)).toBe('ok');
    const broken = jest.fn(async () => {
      throw new Error('down');
    });
    await expect(memo.get('b', broken, always, 5_000)).rejects.toThrow('down');
    await expect(memo.get('b', broken, always, 5_000)).rejects.toThrow('down');
    expect(broken).toHaveBeenCalledTimes(2);
    expect(memo.size).toBe(1);
  });

  it('calls every time with a time of 0', async () => {
    const memo = createMemo({ now });
    const { produce } = counting(['one', 'two']);
    expect([await memo.get('a', produce, always, 0), await memo.get('a', produce, always, 0)]).toEqual(['one', 'two']);
    expect(memo.size).toBe(0);
  });

  it('lets go of expired answers as new ones come', async () => {
    const memo = createMemo({ now });
    const { produce } = counting([]);
    await memo.get('a', produce, always, 1_000);
    await memo.get('b', produce, always, 1_000);
    clock += 1_000;
    await memo.get('c', produce, always, 1_000);
    expect(memo.size).toBe(1);
  });

  it('holds at most maxEntries answers, dropping the oldest', async () => {
    const memo = createMemo({ now, maxEntries: 2 });
    const { produce } = counting(['a1', 'b1', 'c1', 'a2']);
    for (const key of ['a', 'b', 'c']) await memo.get(key, produce, always, 5_000);
    expect(memo.size).toBe(2);
    expect(await memo.get('a', produce, always, 5_000)).toBe('a2');
  });
});

describe('cityPageMemoMs', () => {
  it('is 5 s unless CITY_PAGE_MEMO_MS names 0-60000 ms', () => {
    expect(cityPageMemoMs({})).toBe(CITY_PAGE_MEMO_MS);
    expect(CITY_PAGE_MEMO_MS).toBe(5_000);
    expect(cityPageMemoMs({ CITY_PAGE_MEMO_MS: '0' })).toBe(0);
    expect(cityPageMemoMs({ CITY_PAGE_MEMO_MS: '2000' })).toBe(2000);
    for (const bad of ['', ' ', '-1', '60001', '1.5', 'soon'])
      expect(cityPageMemoMs({ CITY_PAGE_MEMO_MS: bad })).toBe(CITY_PAGE_MEMO_MS);
  });
});
