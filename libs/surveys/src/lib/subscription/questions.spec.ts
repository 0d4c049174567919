import {
  isSubscriptionAnswer,
  isSubscriptionExtraQuestion,
  isSubscriptionQuestion,
  subscriptionChoices,
} from './questions';

describe('subscription survey questions', () => {
  it('has the answer sets of the spec', () => {
    expect(subscriptionChoices).toEqual({
      content: ['Yes', 'Sometimes', 'No'],
      clarity: ['Yes', 'Sometimes', 'No'],
      accuracy: ['Yes', 'Sometimes', 'No'],
      frequency: ['Yes', 'No'],
      overall: ['Awesome', 'Good', 'Fair', 'Poor', 'Bad'],
      contact: ['Yes', 'No'],
    });
  });

  it('recognises answers and questions from untrusted input', () => {
    expect(isSubscriptionAnswer('overall', 'Fair')).toBe(true);
    expect(isSubscriptionAnswer('frequency', 'Sometimes')).toBe(false);
    expect(isSubscriptionAnswer('content', 1)).toBe(false);
    expect(isSubscriptionQuestion('contact')).toBe(true);
    expect(isSubscriptionQuestion('email')).toBe(false);
    expect(isSubscriptionExtraQuestion('overall')).toBe(true);
    expect(isSubscriptionExtraQuestion('contact')).toBe(false);
  });
});
