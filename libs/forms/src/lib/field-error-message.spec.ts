import { messages } from '@civicbrief/contracts';
import { fieldErrorMessage } from './field-error-message';

describe('fieldErrorMessage', () => {
  it('returns the error message when there is one', () => {
    expect(fieldErrorMessage({ message: 'Please enter an email address' })).toBe('Please enter an email address');
  });

  it("falls back to the spec's 'This field is required.'", () => {
    expect(fieldErrorMessage({})).toBe('This field is required.');
    expect(fieldErrorMessage({ message: '' })).toBe(messages.fieldRequired);
    expect(fieldErrorMessage({ message: '   ' })).toBe(messages.fieldRequired);
  });

  it('returns undefined without an error', () => {
    expect(fieldErrorMessage(undefined)).toBeUndefined();
    expect(fieldErrorMessage(null)).toBeUndefined();
  });
});
