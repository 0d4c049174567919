import { choose, createSubscriptionSurvey, next, setExtra, type SubscriptionSurveyState } from './machine';
import { subscriptionQuestions } from './questions';
import { submittedRecord } from './record';

const answers = {
  content: 'Sometimes',
  clarity: 'Yes',
  accuracy: 'Yes',
  frequency: 'No',
  overall: 'Awesome',
  contact: 'Yes',
} as const;

function completed(state: SubscriptionSurveyState): SubscriptionSurveyState {
  return subscriptionQuestions.reduce((current, question) => next(choose(current, question, answers[question])), state);
}

describe('submittedRecord', () => {
  it('is null while a question is unanswered', () => {
    expect(submittedRecord(createSubscriptionSurvey())).toBeNull();
    const allButContact = choose(completed(createSubscriptionSurvey()), 'contact', 'Yes');
    expect(submittedRecord({ ...allButContact, answers: { ...allButContact.answers, contact: undefined } })).toBeNull();
  });

  it('drops email and step, and carries the answers, extras, subscriber and event', () => {
    let state = createSubscriptionSurvey({
      id: 'sub-42',
      email: 'ada@example.org',
      city: 'Saratoga',
      county: 'Santa Clara County',
      state: 'California',
    });
    state = setExtra(state, 'overall', 'Great summaries');
    const record = submittedRecord(completed(state));
    expect(record).toEqual({
      content: 'Sometimes',
      extraContent: '',
      clarity: 'Yes',
      extraClarity: '',
      accuracy: 'Yes',
      extraAccuracy: '',
      frequency: 'No',
      extraFrequency: '',
      overall: 'Awesome',
      extraOverall: 'Great summaries',
      contact: 'Yes',
      id: 'sub-42',
      state: 'California',
      city: 'Saratoga',
      county: 'Santa Clara County',
      event: 'SubscriptionFeedbackSurvey',
    });
    expect(record).not.toHaveProperty('email');
    expect(record).not.toHaveProperty('step');
  });

  it('uses a custom event name when given', () => {
    expect(submittedRecord(completed(createSubscriptionSurvey({ event: 'CustomSurvey' })))?.event).toBe('CustomSurvey');
  });
});
