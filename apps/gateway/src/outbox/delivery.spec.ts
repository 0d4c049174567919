import { describeError } from './delivery';

describe('describeError', () => {
  it('keeps one bounded line without secrets or e-mail addresses', () => {
    const text = describeError('550 5.1.1 <ada@example.com>:\n  mailbox unavailable (key s3cret)', ['s3cret']);
    expect(text).toBe('550 5.1.1 <[email]>: mailbox unavailable (key [redacted])');
    expect(describeError('x'.repeat(2000))).toHaveLength(500);
  });
});
