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
});
