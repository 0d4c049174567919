import { messages } from '../index';

describe('messages', () => {
  it('keeps the spec wording, including its spelling', () => {
    expect(messages.fieldRequired).toBe('This field is required.');
    expect(messages.previewFailed).toBe('An error ocurred while generating the preview');
    expect(messages.defaultError).toBe('Something went wrong');
  });
});
