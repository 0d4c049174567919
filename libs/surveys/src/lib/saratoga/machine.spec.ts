import { SaratogaSurveyInput, saratogaChoices, saratogaReasonValues } from '@civicbrief/contracts';
import {
  back,
  chooseAnswer,
  createSaratogaSurvey,
  currentField,
  moveReason,
  next,
  saratogaProgress,
  saratogaStepFields,
  saratogaStepLabel,
  saratogaSubscriberLoaded,
  saratogaSurveyReducer,
  setText,
  start,
  stepAnswered,
  submitFailed,
  submitSucceeded,
  toggleReason,
  type SaratogaSurveyState,
} from './machine';
import { isSaratogaFinal, saratogaRecord, saratogaSubmission } from './record';

const [reasonA, reasonB, reasonC] = saratogaReasonValues;

/** From the intro with the given reasons, to step 2 (over the ranking when it is shown). */
function toStepTwo(reasons: string[], state = createSaratogaSurvey({ id: 'sub-9' })): SaratogaSurveyState {
  let current = start(state);
  for (const reason of reasons) current = toggleReason(current, reason);
  current = next(current);
  return current.step === 1 ? next(current) : current;
}

/** Answers steps 2-8 with each field's first answer. */
function answerRest(state: SaratogaSurveyState): SaratogaSurveyState {
  let current = state;
  while (current.status === 'answering' && current.step >= 2) {
    const field = currentField(current)!;
    current = next(chooseAnswer(current, field, saratogaChoices[field][0]));
  }
  return current;
}

describe('Saratoga survey machine', () => {
  it('starts on the intro; Get Started opens step 0', () => {
    const intro = createSaratogaSurvey();
    expect(intro).toMatchObject({ status: 'intro', step: 0, reasons: [], event: 'SaratogaFeedbackSurvey' });
    expect(saratogaStepLabel(intro)).toBeNull();
    expect(saratogaProgress(intro)).toBe(0);
    expect(next(intro)).toBe(intro);
    const begun = start(intro);
    expect(begun).toMatchObject({ status: 'answering', step: 0 });
    expect(start(begun)).toBe(begun);
    expect(saratogaStepLabel(begun)).toBe('Step 1 of 10');
  });

  it('keeps Next disabled at step 0 until a reason is chosen; reasons toggle', () => {
    const step0 = start(createSaratogaSurvey());
    expect(stepAnswered(step0)).toBe(false);
    expect(next(step0)).toBe(step0);
    const one = toggleReason(step0, reasonA);
    expect(stepAnswered(one)).toBe(true);
    expect(toggleReason(one, reasonA).reasons).toEqual([]);
    expect(toggleReason(one, 'not-a-reason')).toBe(one);
  });

  it('skips the ranking going forward and back with exactly one reason', () => {
    const atTwo = toStepTwo([reasonA]);
    expect(atTwo.step).toBe(2);
    expect(back(atTwo).step).toBe(0);
  });

  it('shows the ranking with more than one reason, forward and back', () => {
    const step0 = toggleReason(toggleReason(start(createSaratogaSurvey()), reasonA), reasonB);
    const ranking = next(step0);
    expect(ranking.step).toBe(1);
    expect(stepAnswered(ranking)).toBe(true);
    const atTwo = next(ranking);
    expect(atTwo.step).toBe(2);
    expect(back(atTwo).step).toBe(1);
    expect(back(back(atTwo)).step).toBe(0);
    expect(back(back(back(atTwo))).step).toBe(0);
  });

  it('ranks the reasons by moving one up or down, within bounds, only on step 1', () => {
    const step0 = [reasonA, reasonB, reasonC].reduce(toggleReason, start(createSaratogaSurvey()));
    expect(moveReason(step0, reasonB, -1)).toBe(step0);
    const ranking = next(step0);
    expect(moveReason(ranking, reasonC, -1).reasons).toEqual([reasonA, reasonC, reasonB]);
    expect(moveReason(ranking, reasonA, 1).reasons).toEqual([reasonB, reasonA, reasonC]);
    expect(moveReason(ranking, reasonA, -1)).toBe(ranking);
    expect(moveReason(ranking, reasonC, 1)).toBe(ranking);
    expect(moveReason(ranking, 'time-saving', 1)).toBe(ranking);
  });

  it('needs one answer on each of steps 2-8, and clicking the chosen answer clears it', () => {
    const atTwo = toStepTwo([reasonA]);
    expect(currentField(atTwo)).toBe('secondQuestion');
    expect(next(atTwo)).toBe(atTwo);
    const chosen = chooseAnswer(atTwo, 'secondQuestion', 'More often');
    expect(stepAnswered(chosen)).toBe(true);
    const cleared = chooseAnswer(chosen, 'secondQuestion', 'More often');
    expect(cleared.answers).toEqual({});
    expect(stepAnswered(cleared)).toBe(false);
    expect(chooseAnswer(atTwo, 'secondQuestion', 'Yes')).toBe(atTwo);
    expect(chooseAnswer(atTwo, 'thirdQuestion', 'Yes')).toBe(atTwo);
  });

  it('maps steps 2-8 to secondQuestion ... eighthQuestion', () => {
    let state = toStepTwo([reasonA]);
    const fields: string[] = [];
    while (state.status === 'answering') {
      fields.push(currentField(state)!);
      state = next(chooseAnswer(state, currentField(state)!, saratogaChoices[currentField(state)!][0]));
    }
    expect(fields).toEqual(Object.values(saratogaStepFields));
    expect(state).toMatchObject({ status: 'submitting', step: 9 });
    expect(saratogaStepLabel(state)).toBe('Step 10 of 10');
  });

  it('keeps optional texts on steps 5 and 7 only; they do not count as answers', () => {
    let state = toStepTwo([reasonA]);
    expect(setText(state, 'fourthQuestion2', 'x')).toBe(state);
    while (state.step < 5)
      state = next(chooseAnswer(state, currentField(state)!, saratogaChoices[currentField(state)!][0]));
    state = setText(state, 'fourthQuestion2', 'Water rates');
    expect(state.texts).toEqual({ fourthQuestion2: 'Water rates' });
    expect(stepAnswered(state)).toBe(false);
    expect(setText(state, 'seventhQuestion2', 'x')).toBe(state);
  });

  it('measures progress as 100/9 x step and labels Step N of 10', () => {
    let state = toggleReason(toggleReason(start(createSaratogaSurvey()), reasonA), reasonB);
    const seen: [number, string | null][] = [];
    for (let i = 0; i < 2; i++) {
      seen.push([saratogaProgress(state), saratogaStepLabel(state)]);
      state = next(state);
    }
    expect(seen).toEqual([
      [0, 'Step 1 of 10'],
      [100 / 9, 'Step 2 of 10'],
    ]);
    expect(saratogaProgress(state)).toBeCloseTo(22.22, 2);
    expect(saratogaProgress(answerRest(state))).toBe(100);
  });

  it('goes back to step 8 when the final post fails, and can submit again', () => {
    const submitting = answerRest(toStepTwo([reasonA]));
    const failed = submitFailed(submitting);
    expect(failed).toMatchObject({ status: 'answering', step: 8 });
    expect(failed.answers).toEqual(submitting.answers);
    expect(next(failed)).toMatchObject({ status: 'submitting', step: 9 });
  });

  it('is done when the final post succeeds, and then ignores input', () => {
    const done = submitSucceeded(answerRest(toStepTwo([reasonA])));
    expect(done.status).toBe('done');
    expect(saratogaStepLabel(done)).toBeNull();
    for (const after of [
      next(done),
      back(done),
      submitFailed(done),
      start(done),
      toggleReason(done, reasonB),
      setText(done, 'seventhQuestion2', 'x'),
    ]) {
      expect(after).toBe(done);
    }
  });

  it('ignores outcomes outside of submitting and input while submitting', () => {
    const state = start(createSaratogaSurvey());
    expect(submitFailed(state)).toBe(state);
    expect(submitSucceeded(state)).toBe(state);
    const submitting = answerRest(toStepTwo([reasonA]));
    expect(back(submitting)).toBe(submitting);
    expect(chooseAnswer(submitting, 'eighthQuestion', 'No')).toBe(submitting);
  });

  it('takes email and location from a subscriber lookup, keeping the URL id', () => {
    const state = saratogaSubscriberLoaded(createSaratogaSurvey({ id: 'abc' }), {
      email: 'ada@example.org',
      city: 'Saratoga',
      id: '',
    });
    expect(state.subscriber).toEqual({ id: 'abc', email: 'ada@example.org', city: 'Saratoga', county: '', state: '' });
  });

  it('routes every event through the reducer', () => {
    let state = createSaratogaSurvey({ id: 'x' });
    for (const event of [
      { type: 'start' },
      { type: 'toggleReason', reason: reasonA },
      { type: 'toggleReason', reason: reasonB },
      { type: 'next' },
      { type: 'moveReason', reason: reasonB, by: -1 },
      { type: 'next' },
      { type: 'choose', field: 'secondQuestion', answer: 'Less often' },
      { type: 'back' },
      { type: 'subscriberLoaded', subscriber: { city: 'Saratoga' } },
    ] as const)
      state = saratogaSurveyReducer(state, event);
    expect(state).toMatchObject({
      step: 1,
      reasons: [reasonB, reasonA],
      answers: { secondQuestion: 'Less often' },
      subscriber: { city: 'Saratoga' },
    });
    state = saratogaSurveyReducer(answerRest(next(state)), { type: 'submitFailed' });
    expect(state.step).toBe(8);
    state = saratogaSurveyReducer(saratogaSurveyReducer(state, { type: 'next' }), { type: 'submitSucceeded' });
    expect(state.status).toBe('done');
    state = saratogaSurveyReducer(start(createSaratogaSurvey()), {
      type: 'setText',
      field: 'fourthQuestion2',
      text: 'x',
    });
    expect(state.texts).toEqual({});
  });
});

describe('Saratoga survey record', () => {
  it('space-joins the ranked reasons, leaves unanswered fields empty and drops the email from the post', () => {
    const ranked = next(
      toggleReason(
        toggleReason(start(createSaratogaSurvey({ id: 'sub-9', email: 'a@b.co', city: 'Saratoga' })), reasonA),
        reasonB,
      ),
    );
    const state = next(moveReason(ranked, reasonB, -1));
    expect(saratogaRecord(state)).toMatchObject({
      email: 'a@b.co',
      firstQuestion: `${reasonB} ${reasonA}`,
      secondQuestion: '',
      step: 2,
      id: 'sub-9',
      city: 'Saratoga',
    });
    const posted = saratogaSubmission(state)!;
    expect(posted).not.toHaveProperty('email');
    expect(posted).toMatchObject({ id: 'sub-9', step: 2, event: 'SaratogaFeedbackSurvey' });
    expect(SaratogaSurveyInput.parse(posted)).toEqual(posted);
    expect(isSaratogaFinal(state)).toBe(false);
  });

  it('posts nothing without an id or on the intro', () => {
    expect(saratogaSubmission(start(createSaratogaSurvey()))).toBeNull();
    expect(saratogaSubmission(createSaratogaSurvey({ id: 'x' }))).toBeNull();
  });

  it('is the final record at step 9, valid for the gateway', () => {
    const final = answerRest(toStepTwo([reasonC], createSaratogaSurvey({ id: 'sub-1' })));
    expect(isSaratogaFinal(final)).toBe(true);
    const posted = saratogaSubmission(final)!;
    expect(SaratogaSurveyInput.safeParse(posted).success).toBe(true);
    expect(posted).toMatchObject({
      firstQuestion: reasonC,
      secondQuestion: 'More often',
      eighthQuestion: 'Yes',
      step: 9,
    });
  });
});
