import { isTrapped, isTrappedBody, TRAP_FIELD } from './honeypot';

describe('the honeypot rule', () => {
  it('takes any non-blank text as a bot, and nothing else', () => {
    expect(isTrapped('http://spam.example')).toBe(true);
    for (const value of ['', '   ', null, undefined, 1, {}, ['x']]) expect(isTrapped(value)).toBe(false);
  });

  it('finds the trap at the top of a call body or beside the fields under data', () => {
    expect(isTrappedBody({ state: 'Texas', name: 'Plano', [TRAP_FIELD]: 'x' })).toBe(true);
    expect(isTrappedBody({ data: { email: 'bot@example.com', [TRAP_FIELD]: 'x' } })).toBe(true);
    expect(isTrappedBody({ data: { [TRAP_FIELD]: '' }, [TRAP_FIELD]: ' ' })).toBe(false);
    for (const body of [null, 'x', [TRAP_FIELD], { data: 'x' }]) expect(isTrappedBody(body)).toBe(false);
  });
});
