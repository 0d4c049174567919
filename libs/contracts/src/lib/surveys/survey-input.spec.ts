import { SurveyInput, isFinishedSurvey } from './survey-input';

const subscription = {
  event: 'SubscriptionFeedbackSurvey',
  content: 'Yes',
  extraContent: '',
  clarity: 'Sometimes',
  extraClarity: 'Shorter please',
  accuracy: 'No',
  extraAccuracy: '',
  frequency: 'Yes',
  extraFrequency: '',
  overall: 'Good',
  extraOverall: '',
  contact: 'No',
  id: 'sub-1',
  state: 'California',
  city: 'Saratoga',
  county: 'Santa Clara County',
};
const saratoga = {
  event: 'SaratogaFeedbackSurvey',
  firstQuestion: 'budget-taxes time-saving',
  secondQuestion: '',
  step: 2,
  id: 'sub-2',
};

const issuesOf = (body: unknown) => {
  const result = SurveyInput.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('SurveyInput', () => {
  it('accepts both records; a Saratoga record in progress fills the rest with empty answers', () => {
    expect(SurveyInput.parse(subscription)).toEqual(subscription);
    const parsed = SurveyInput.parse(saratoga);
    expect(parsed).toMatchObject({ ...saratoga, fourthQuestion2: '', eighthQuestion: '', city: '' });
    expect(isFinishedSurvey(parsed)).toBe(false);
    expect(isFinishedSurvey(SurveyInput.parse({ ...saratoga, step: 9 }))).toBe(true);
    expect(isFinishedSurvey(SurveyInput.parse(subscription))).toBe(true);
  });

  it('names the field of each bad value', () => {
    expect(issuesOf({ ...subscription, overall: 'Meh' })).toEqual([
      'overall: overall must be one of: Awesome, Good, Fair, Poor, Bad',
    ]);
    expect(issuesOf({ ...subscription, id: ' ' })).toEqual(['id: id is required']);
    expect(issuesOf({ ...subscription, email: 'a@b.co' })[0]).toMatch(/email/);
    expect(issuesOf({ ...saratoga, firstQuestion: 'budget-taxes budget-taxes' })[0]).toMatch(/^firstQuestion: /);
    expect(issuesOf({ ...saratoga, firstQuestion: 'bribes' })[0]).toMatch(/^firstQuestion: /);
    expect(issuesOf({ ...saratoga, step: 10 })).toEqual(['step: step must be a whole number from 0 to 9']);
    expect(issuesOf({ ...saratoga, step: 1.5 })).toEqual(['step: step must be a whole number from 0 to 9']);
    expect(issuesOf({ ...saratoga, fourthQuestion2: 'x'.repeat(1001) })).toEqual([
      'fourthQuestion2: Must be at most 1000 characters',
    ]);
    expect(issuesOf({ ...saratoga, event: 'Other' })).toEqual([
      'event: event must be one of: SubscriptionFeedbackSurvey, SaratogaFeedbackSurvey',
    ]);
  });
});
