import { exitWithoutSecrets, secretOf, secretProblems, type SecretRule } from './secrets';

const rules: SecretRule[] = [
  { name: 'SESSION_SECRET', minLength: 32 },
  { name: 'PREVIEW_SECRET', minLength: 16, optional: true },
];

describe('app secrets', () => {
  it('names each missing or short secret in production', () => {
    expect(secretProblems(rules, { NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET must be set to at least 32 characters in production',
    ]);
    expect(
      secretProblems(rules, { NODE_ENV: 'production', SESSION_SECRET: 'short', PREVIEW_SECRET: 'guessable' }),
    ).toEqual([
      'SESSION_SECRET must be at least 32 characters in production',
      'PREVIEW_SECRET must be at least 16 characters in production',
    ]);
    expect(secretProblems(rules, { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) })).toEqual([]);
  });

  it('asks nothing in development and tests', () => {
    expect(secretProblems(rules, {})).toEqual([]);
    expect(secretProblems(rules, { NODE_ENV: 'test' })).toEqual([]);
  });

  it('stops a production app without its secrets, exit code 1, with a message naming the variable', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      exitWithoutSecrets('civic', rules, { NODE_ENV: 'production' });
      expect(error).toHaveBeenCalledWith('[civic] SESSION_SECRET must be set to at least 32 characters in production');
      expect(exit).toHaveBeenCalledWith(1);
      exit.mockClear();
      exitWithoutSecrets('civic', rules, { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) });
      expect(exit).not.toHaveBeenCalled();
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });

  it('gives a random secret per process outside production and none in production', () => {
    const first = secretOf('TEST_ONLY_SECRET', {});
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(secretOf('TEST_ONLY_SECRET', {})).toBe(first);
    expect(secretOf('TEST_ONLY_SECRET', { TEST_ONLY_SECRET: 'set' })).toBe('set');
    expect(() => secretOf('TEST_ONLY_SECRET', { NODE_ENV: 'production' })).toThrow(
      'TEST_ONLY_SECRET must be set in production',
    );
  });
});
