import { TRAP_FIELD } from '@civicbrief/contracts';
import { trapOf } from './honeypot';

describe('trapOf', () => {
  it('reads the trap from a posted form, empty for people', () => {
    expect(trapOf(new URLSearchParams([[TRAP_FIELD, 'http://spam.example']]))).toBe('http://spam.example');
    const posted = new FormData();
    posted.set('email', 'ann@example.com');
    expect(trapOf(posted)).toBe('');
  });

  it('reads the trap from the submitted form element, and nothing from anything else', () => {
    const form = document.createElement('form');
    form.innerHTML = `<input name="${TRAP_FIELD}" value="x">`;
    expect(trapOf(form)).toBe('x');
    expect(trapOf(document.createElement('div'))).toBe('');
    expect(trapOf(null)).toBe('');
  });
});
