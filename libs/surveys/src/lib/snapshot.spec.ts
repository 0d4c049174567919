import {
  applySaratogaPost,
  applySubscriptionPost,
  restoreSaratoga,
  restoreSubscription,
  saratogaSnapshot,
  SNAPSHOT_MAX,
  subscriptionSnapshot,
} from './snapshot';
import { createSaratogaSurvey } from './saratoga/machine';
import { createSubscriptionSurvey } from './subscription/machine';

const who = { id: 'sub-1', city: 'Saratoga' };

describe('survey snapshots', () => {
  it('round-trips a Subscription survey in progress', () => {
    let state = createSubscriptionSurvey(who);
    state = applySubscriptionPost(state, { intent: 'next', answer: 'Yes', extra: 'More zoning' });
    state = applySubscriptionPost(state, { intent: 'next', answer: 'No' });
    const restored = restoreSubscription(subscriptionSnapshot(state), who);
    expect(restored).toMatchObject({
      step: 2,
      answers: { content: 'Yes', clarity: 'No' },
      extra: { content: 'More zoning' },
      subscriber: { id: 'sub-1' },
    });
  });

  it('never trusts a snapshot: bad JSON, unknown answers, skipped questions and oversize text', () => {
    for (const junk of ['{', '[]', 'null', 42, undefined, 'x'.repeat(SNAPSHOT_MAX + 1)])
      expect(restoreSubscription(junk, who).step).toBe(0);
    const forged = restoreSubscription(
      JSON.stringify({
        step: 5,
        answers: { content: 'Yes', clarity: 'Maybe', accuracy: 'No' },
        extra: { content: 'y'.repeat(5000) },
      }),
      who,
    );
    expect(forged.step).toBe(1);
    expect(forged.answers).toEqual({ content: 'Yes', accuracy: 'No' });
    expect(forged.extra.content).toHaveLength(1000);
    expect(forged.error).toBeNull();
  });

  it('applies a posted step: no answer clears the chosen one; Back keeps it', () => {
    const state = applySubscriptionPost(createSubscriptionSurvey(who), { intent: 'stay', answer: 'Sometimes' });
    expect(state.answers).toEqual({ content: 'Sometimes' });
    expect(applySubscriptionPost(state, { intent: 'next', answer: null })).toMatchObject({
      step: 0,
      answers: {},
      error: 'Please select an option',
    });
    expect(applySubscriptionPost(state, { intent: 'next', answer: 'Bogus' })).toMatchObject({
      step: 0,
      error: 'Please select an option',
    });
  });

  it('round-trips a Saratoga survey with its ranking and later answers kept when going back', () => {
    let state = applySaratogaPost(createSaratogaSurvey(who), { intent: 'start' });
    state = applySaratogaPost(state, { intent: 'next', reasons: ['budget-taxes', 'time-saving', 'nonsense'] });
    state = applySaratogaPost(state, { intent: 'up:time-saving' });
    state = applySaratogaPost(state, { intent: 'next' });
    state = applySaratogaPost(state, { intent: 'next', answer: 'More often' });
    state = applySaratogaPost(state, { intent: 'back', answer: 'Yes' });
    const restored = restoreSaratoga(saratogaSnapshot(state), who);
    expect(restored).toMatchObject({
      status: 'answering',
      step: 2,
      reasons: ['time-saving', 'budget-taxes'],
      answers: { secondQuestion: 'More often', thirdQuestion: 'Yes' },
    });
    expect(restoreSaratoga(saratogaSnapshot(createSaratogaSurvey(who)), who).status).toBe('intro');
  });

  it('does not let a Saratoga snapshot jump over an unanswered step', () => {
    const forged = restoreSaratoga(
      JSON.stringify({
        started: true,
        step: 8,
        reasons: ['roads-traffic'],
        answers: { secondQuestion: 'Less often', fourthQuestion: 'Yes' },
      }),
      who,
    );
    expect(forged.step).toBe(3);
    expect(forged.answers).toEqual({ secondQuestion: 'Less often', fourthQuestion: 'Yes' });
    expect(restoreSaratoga(JSON.stringify({ started: true, step: 4 }), who).step).toBe(0);
  });
});
