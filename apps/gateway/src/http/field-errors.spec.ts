import { fieldErrorsOf } from './field-errors';

describe('fieldErrorsOf', () => {
  it('groups messages by dotted field path', () => {
    expect(
      fieldErrorsOf([
        { instancePath: '/email', message: 'Invalid email' },
        { instancePath: '/email', message: 'Too long' },
        { instancePath: '/address/city', message: 'This field is required.' },
      ]),
    ).toEqual({ email: ['Invalid email', 'Too long'], 'address.city': ['This field is required.'] });
  });

  it('files issues about the whole input under the request part', () => {
    expect(fieldErrorsOf([{ instancePath: '/', message: 'Expected object' }], 'querystring')).toEqual({
      querystring: ['Expected object'],
    });
  });

  it("files fields named like an object's own properties (constructor, __proto__, toString) as any other", () => {
    const fieldErrors = fieldErrorsOf([
      { instancePath: '/constructor', message: 'Must not contain NUL characters or unpaired surrogates' },
      { instancePath: '/__proto__', message: 'Unexpected' },
      { instancePath: '/toString', message: 'Unexpected' },
    ]);
    expect(Object.entries(fieldErrors)).toEqual([
      ['constructor', ['Must not contain NUL characters or unpaired surrogates']],
      ['__proto__', ['Unexpected']],
      ['toString', ['Unexpected']],
    ]);
    expect(JSON.parse(JSON.stringify(fieldErrors))).toEqual(fieldErrors);
  });
});
