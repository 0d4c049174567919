import { ErrorResult, HealthResult, ReadinessResult } from '../index';

describe('health contracts', () => {
  it('accepts the liveness answer and rejects anything else', () => {
    expect(HealthResult.parse({ status: 'ok' })).toEqual({ status: 'ok' });
    expect(HealthResult.safeParse({ status: 'down' }).success).toBe(false);
  });

  it('describes readiness with the database driver', () => {
    const ready = { status: 'ready', database: { driver: 'pglite', ok: true } };
    expect(ReadinessResult.parse(ready)).toEqual(ready);
    expect(ReadinessResult.safeParse({ status: 'ready', database: { driver: 'mysql', ok: true } }).success).toBe(false);
  });

  it('keeps field errors as lists of messages', () => {
    const answer = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid body',
      fieldErrors: { email: ['Please enter an email address'] },
    };
    expect(ErrorResult.parse(answer)).toEqual(answer);
  });
});
