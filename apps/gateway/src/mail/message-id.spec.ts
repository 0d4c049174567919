import { deliveryMessageId } from './message-id';

describe('the Message-ID of an outbox delivery', () => {
  it('is the same for every attempt of one row, and differs between rows', () => {
    const first = deliveryMessageId('confirm', 'subscribe:abc', 'https://civicbrief.example');
    expect(first).toMatch(/^<confirm-[0-9a-f]{32}@civicbrief\.example>$/);
    expect(deliveryMessageId('confirm', 'subscribe:abc', 'https://civicbrief.example')).toBe(first);
    expect(deliveryMessageId('confirm', 'subscribe:abd', 'https://civicbrief.example')).not.toBe(first);
  });

  it('never carries the key itself (it may name a person)', () => {
    expect(deliveryMessageId('sales', 'demo:jane@example.com', 'http://localhost:3000')).not.toContain('jane');
  });
});
