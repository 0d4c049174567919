import {
  back,
  choose,
  createSubscriptionSurvey,
  currentQuestion,
  next,
  setExtra,
  submitFailed,
  submitSucceeded,
  subscriberLoaded,
  subscriptionSurveyReducer,
  surveyProgress,
  type SubscriptionSurveyState,
} from './machine';
import { subscriptionChoices, subscriptionQuestions } from './questions';

const firstAnswers = {
  content: 'Yes',
  clarity: 'Sometimes',
  accuracy: 'No',
  frequency: 'Yes',
  overall: 'Good',
  contact: 'No',
} as const;

/** Answers every question and presses Next after each: ends at step 6, submitting. */
function answerAll(state = createSubscriptionSurvey({ id: 'sub-1' })): SubscriptionSurveyState {
  let current = state;
  for (const question of subscriptionQuestions) current = next(choose(current, question, firstAnswers[question]));
  return current;
}

describe('subscription survey machine', () => {
  it('starts on step 0 (content) with nothing chosen', () => {
    const state = createSubscriptionSurvey();
    expect(state).toMatchObject({
      step: 0,
      status: 'answering',
      answers: {},
      error: null,
      event: 'SubscriptionFeedbackSurvey',
    });
    expect(currentQuestion(state)).toBe('content');
    expect(surveyProgress(state)).toBe(0);
  });

  it('walks the questions in order: content, clarity, accuracy, frequency, overall, contact', () => {
    let state = createSubscriptionSurvey();
    const seen: (string | null)[] = [];
    for (const question of subscriptionQuestions) {
      seen.push(currentQuestion(state));
      state = next(choose(state, question, subscriptionChoices[question][0]));
    }
    expect(seen).toEqual(['content', 'clarity', 'accuracy', 'frequency', 'overall', 'contact']);
    expect(state).toMatchObject({ step: 6, status: 'submitting' });
    expect(currentQuestion(state)).toBeNull();
  });

  it("refuses Next without a choice: 'Please select an option'", () => {
    const state = next(createSubscriptionSurvey());
    expect(state).toMatchObject({ step: 0, error: 'Please select an option' });
    const chosen = choose(state, 'content', 'No');
    expect(chosen.error).toBeNull();
    expect(next(chosen).step).toBe(1);
  });

  it('requires the answer of the current step, not of another one', () => {
    const state = choose(createSubscriptionSurvey(), 'overall', 'Awesome');
    expect(next(state).error).toBe('Please select an option');
  });

  it('clears a choice when the chosen answer is clicked again', () => {
    const once = choose(createSubscriptionSurvey(), 'content', 'Sometimes');
    expect(once.answers.content).toBe('Sometimes');
    expect(choose(once, 'content', 'No').answers.content).toBe('No');
    const cleared = choose(once, 'content', 'Sometimes');
    expect(cleared.answers).toEqual({});
    expect(next(cleared).error).toBe('Please select an option');
  });

  it("ignores answers outside the question's set", () => {
    const state = createSubscriptionSurvey();
    expect(choose(state, 'frequency', 'Sometimes')).toBe(state);
    expect(choose(state, 'overall', 'yes')).toBe(state);
  });

  it.each(subscriptionQuestions.map((q) => [q, subscriptionChoices[q]] as const))(
    'accepts each answer of %s',
    (question, answers) => {
      for (const answer of answers)
        expect(choose(createSubscriptionSurvey(), question, answer).answers[question]).toBe(answer);
    },
  );

  it('goes back one step, never below 0, keeping answers', () => {
    const atTwo = next(choose(next(choose(createSubscriptionSurvey(), 'content', 'Yes')), 'clarity', 'No'));
    expect(atTwo.step).toBe(2);
    const atOne = back(atTwo);
    expect(atOne).toMatchObject({ step: 1, answers: { content: 'Yes', clarity: 'No' } });
    const atZero = back(atOne);
    expect(atZero.step).toBe(0);
    expect(back(atZero)).toBe(atZero);
    const refused = next(atTwo);
    expect(refused.error).toBe('Please select an option');
    expect(back(refused)).toMatchObject({ step: 1, error: null });
  });

  it('measures progress as 20 x step', () => {
    let state = createSubscriptionSurvey();
    const progress: number[] = [];
    for (const question of subscriptionQuestions) {
      progress.push(surveyProgress(state));
      state = next(choose(state, question, firstAnswers[question]));
    }
    expect(progress).toEqual([0, 20, 40, 60, 80, 100]);
    expect(surveyProgress(state)).toBe(100);
  });

  it('returns to step 5 when the submission fails, and can submit again', () => {
    const failed = submitFailed(answerAll());
    expect(failed).toMatchObject({ step: 5, status: 'answering', answers: firstAnswers });
    expect(currentQuestion(failed)).toBe('contact');
    expect(next(failed)).toMatchObject({ step: 6, status: 'submitting' });
  });

  it('is done when the submission succeeds, and then ignores input', () => {
    const done = submitSucceeded(answerAll());
    expect(done.status).toBe('done');
    expect(currentQuestion(done)).toBeNull();
    for (const after of [
      next(done),
      back(done),
      submitFailed(done),
      choose(done, 'contact', 'Yes'),
      setExtra(done, 'overall', 'x'),
    ]) {
      expect(after).toBe(done);
    }
  });

  it('ignores answers, Back and Next while submitting', () => {
    const submitting = answerAll();
    expect(back(submitting)).toBe(submitting);
    expect(next(submitting)).toBe(submitting);
    expect(choose(submitting, 'contact', 'Yes')).toBe(submitting);
  });

  it('ignores submission outcomes outside of submitting', () => {
    const state = createSubscriptionSurvey();
    expect(submitFailed(state)).toBe(state);
    expect(submitSucceeded(state)).toBe(state);
  });

  it('keeps optional extra text, which does not count as an answer', () => {
    const state = setExtra(createSubscriptionSurvey(), 'content', 'More zoning news');
    expect(state.extra).toEqual({ content: 'More zoning news' });
    expect(next(state).error).toBe('Please select an option');
    expect(setExtra(state, 'contact' as never, 'x')).toBe(state);
  });

  it('takes email and location from a subscriber lookup, keeping the URL id', () => {
    const state = subscriberLoaded(createSubscriptionSurvey({ id: 'abc' }), {
      email: 'ada@example.org',
      city: 'Saratoga',
      county: 'Santa Clara County',
      state: 'California',
      id: '',
    });
    expect(state.subscriber).toEqual({
      id: 'abc',
      email: 'ada@example.org',
      city: 'Saratoga',
      county: 'Santa Clara County',
      state: 'California',
    });
    const withExtra = subscriberLoaded(state, { role: 'admin' } as never);
    expect(withExtra.subscriber).toEqual(state.subscriber);
  });

  it('routes every event through the reducer', () => {
    let state = createSubscriptionSurvey();
    state = subscriptionSurveyReducer(state, { type: 'subscriberLoaded', subscriber: { city: 'Palo Alto' } });
    state = subscriptionSurveyReducer(state, { type: 'next' });
    expect(state.error).toBe('Please select an option');
    state = subscriptionSurveyReducer(state, { type: 'choose', question: 'content', answer: 'Yes' });
    state = subscriptionSurveyReducer(state, { type: 'setExtra', question: 'content', text: 'ok' });
    state = subscriptionSurveyReducer(state, { type: 'next' });
    state = subscriptionSurveyReducer(state, { type: 'back' });
    expect(state).toMatchObject({
      step: 0,
      answers: { content: 'Yes' },
      extra: { content: 'ok' },
      subscriber: { city: 'Palo Alto' },
    });
    state = subscriptionSurveyReducer(answerAll(), { type: 'submitFailed' });
    expect(state.step).toBe(5);
    state = subscriptionSurveyReducer(subscriptionSurveyReducer(state, { type: 'next' }), { type: 'submitSucceeded' });
    expect(state.status).toBe('done');
  });
});
