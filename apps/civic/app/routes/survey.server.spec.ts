/** @jest-environment node */
import { surveyMessages } from '@civicbrief/contracts';
import { postForm } from '@civicbrief/forms/testing';
import { fakeGatewayForSuite } from '@civicbrief/gateway-client/testing';
import { accepted, subscriberLookup } from '../components/subscriber-lookup.testing';
import { action as saratogaAction, loader as saratogaLoader } from './saratoga-survey';
import { action as subscriptionAction, loader as subscriptionLoader } from './survey';

const query = '?city=Saratoga&state=CA&county=Santa+Clara+County&id=sub-42';
const down = { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } };

interface StepResult {
  snapshot: string;
  done: boolean;
  failure: string | null;
}

describe('survey pages without JavaScript', () => {
  const gateway = fakeGatewayForSuite();
  beforeEach(() => {
    gateway.answer('GET /api/customerio/customersAttributes', subscriberLookup(null));
    gateway.answer('POST /api/survey', accepted);
  });
  const surveyPosts = () =>
    gateway.received
      .filter((request) => request.method === 'POST' && request.url === '/api/survey')
      .map((request) => JSON.parse(request.body));

  it('looks the subscriber up privately; a failed lookup leaves the link as it is, unseen', async () => {
    const response = await subscriptionLoader({
      request: new Request(`http://site.test/survey${query}`),
      params: {},
      context: {},
    });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      subscriber: {
        id: 'sub-42',
        email: 'ada@example.com',
        city: 'Saratoga',
        county: 'Santa Clara County',
        state: 'California',
      },
    });
    gateway.answer('GET /api/customerio/customersAttributes', down);
    const failed = await saratogaLoader({
      request: new Request(`http://site.test/saratoga-survey${query}`),
      params: {},
      context: {},
    });
    expect(await failed.json()).toEqual({
      subscriber: { id: 'sub-42', email: '', city: 'Saratoga', county: 'Santa Clara County', state: 'California' },
    });
  });

  /** Posts a survey page's steps, carrying the snapshot from one answer to the next. */
  const stepper =
    (action: typeof subscriptionAction, page: string) =>
    async (snapshot: string, fields: [string, string][]): Promise<StepResult> => {
      const response = await postForm(action, `http://site.test/${page}${query}`, [['survey', snapshot], ...fields]);
      expect(response.status).toBe(200);
      return response.json();
    };
  const subscriptionStep = stepper(subscriptionAction, 'survey');
  const saratogaStep = stepper(saratogaAction, 'saratoga-survey');
  /** Answers the Saratoga survey's last question, the seven before it answered, which posts the record. */
  const answerLastStep = () =>
    saratogaStep(
      JSON.stringify({
        started: true,
        step: 8,
        reasons: ['roads-traffic'],
        answers: {
          secondQuestion: 'No preference',
          thirdQuestion: 'No',
          fourthQuestion: 'Yes',
          fifthQuestion: 'Library and senior services',
          sixthQuestion: 'How to read a meeting agenda',
          seventhQuestion: 'Somewhat',
        },
      }),
      [
        ['answer', 'Yes'],
        ['intent', 'next'],
      ],
    );

  it('walks the Subscription survey step by step and sends the record without email and step', async () => {
    let result = await subscriptionStep('', [['intent', 'next']]);
    expect(JSON.parse(result.snapshot)).toMatchObject({ step: 0 });
    const answers = ['Yes', 'Sometimes', 'No', 'Yes', 'Awesome'];
    for (const answer of answers)
      result = await subscriptionStep(result.snapshot, [
        ['answer', answer],
        ['extra', `note ${answer}`],
        ['intent', 'next'],
      ]);
    expect(JSON.parse(result.snapshot)).toMatchObject({ step: 5 });
    result = await subscriptionStep(result.snapshot, [
      ['answer', 'No'],
      ['intent', 'back'],
    ]);
    expect(JSON.parse(result.snapshot)).toMatchObject({ step: 4, answers: { contact: 'No' } });
    result = await subscriptionStep(result.snapshot, [
      ['answer', 'Awesome'],
      ['intent', 'next'],
    ]);
    expect(surveyPosts()).toEqual([]);
    result = await subscriptionStep(result.snapshot, [
      ['answer', 'No'],
      ['intent', 'next'],
    ]);
    expect(result).toMatchObject({ done: true, failure: null });
    expect(surveyPosts()).toEqual([
      expect.objectContaining({
        event: 'SubscriptionFeedbackSurvey',
        content: 'Yes',
        extraContent: 'note Yes',
        overall: 'Awesome',
        contact: 'No',
        id: 'sub-42',
        city: 'Saratoga',
        state: 'California',
      }),
    ]);
    expect(surveyPosts()[0]).not.toHaveProperty('email');
    expect(surveyPosts()[0]).not.toHaveProperty('step');
  });

  it("stays at step 5 with 'Error while submitting. Please try again later' when the record is refused", async () => {
    gateway.answer('POST /api/survey', down);
    const snapshot = JSON.stringify({
      step: 5,
      answers: { content: 'Yes', clarity: 'Yes', accuracy: 'Yes', frequency: 'No', overall: 'Bad', contact: 'Yes' },
      extra: {},
    });
    const result = await subscriptionStep(snapshot, [
      ['answer', 'Yes'],
      ['intent', 'next'],
    ]);
    expect(result).toMatchObject({ done: false, failure: 'Error while submitting. Please try again later' });
    expect(JSON.parse(result.snapshot)).toMatchObject({ step: 5 });
  });

  it('never skips an unanswered question, whatever the snapshot says', async () => {
    const forged = JSON.stringify({ step: 5, answers: { content: 'Yes', clarity: 'Maybe' } });
    const result = await subscriptionStep(forged, [['intent', 'next']]);
    expect(JSON.parse(result.snapshot)).toMatchObject({ step: 1, answers: { content: 'Yes' } });
    expect(surveyPosts()).toEqual([]);
  });

  it('walks the Saratoga survey: reasons, ranking, one answer a step, the record posted on each step change', async () => {
    let result = await saratogaStep('', [['intent', 'start']]);
    result = await saratogaStep(result.snapshot, [
      ['reason', 'budget-taxes'],
      ['reason', 'time-saving'],
      ['intent', 'next'],
    ]);
    expect(JSON.parse(result.snapshot)).toMatchObject({ step: 1, reasons: ['budget-taxes', 'time-saving'] });
    result = await saratogaStep(result.snapshot, [['intent', 'up:time-saving']]);
    expect(JSON.parse(result.snapshot)).toMatchObject({ step: 1, reasons: ['time-saving', 'budget-taxes'] });
    result = await saratogaStep(result.snapshot, [['intent', 'next']]);
    // Next without an answer stays.
    expect(JSON.parse((await saratogaStep(result.snapshot, [['intent', 'next']])).snapshot)).toMatchObject({ step: 2 });
    const answers = [
      'More often',
      'Yes',
      'Somewhat',
      'Parks, trails and community events',
      'How to give public comment',
      'Yes',
      'No',
    ];
    for (const [index, answer] of answers.entries()) {
      const text = index === 3 ? [['text', 'Water rates']] : index === 5 ? [['text', 'Shorter, please']] : [];
      result = await saratogaStep(result.snapshot, [
        ['answer', answer],
        ...(text as [string, string][]),
        ['intent', 'next'],
      ]);
    }
    expect(result).toMatchObject({ done: true, failure: null });
    const posts = surveyPosts();
    expect(posts.map((post) => post.step)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(posts.at(-1)).toEqual({
      event: 'SaratogaFeedbackSurvey',
      firstQuestion: 'time-saving budget-taxes',
      secondQuestion: 'More often',
      thirdQuestion: 'Yes',
      fourthQuestion: 'Somewhat',
      fourthQuestion2: 'Water rates',
      fifthQuestion: 'Parks, trails and community events',
      sixthQuestion: 'How to give public comment',
      seventhQuestion: 'Yes',
      seventhQuestion2: 'Shorter, please',
      eighthQuestion: 'No',
      step: 9,
      id: 'sub-42',
      city: 'Saratoga',
      county: 'Santa Clara County',
      state: 'California',
    });
  });

  it("skips the ranking with one reason, and goes back to step 8 with the 'Error' message when the last post fails", async () => {
    let result = await saratogaStep(JSON.stringify({ started: true, step: 0 }), [
      ['reason', 'roads-traffic'],
      ['intent', 'next'],
    ]);
    expect(JSON.parse(result.snapshot)).toMatchObject({ step: 2 });
    expect(JSON.parse((await saratogaStep(result.snapshot, [['intent', 'back']])).snapshot)).toMatchObject({ step: 0 });
    gateway.answer('POST /api/survey', down);
    result = await answerLastStep();
    expect(result).toMatchObject({ done: false, failure: 'Something went wrong, please try again.' });
    expect(JSON.parse(result.snapshot)).toMatchObject({ step: 8, answers: { eighthQuestion: 'Yes' } });
  });

  it('says so when the survey of this link was finished before (409): nothing is replaced, and the page tells why', async () => {
    const finished = {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: surveyMessages.saratogaAlreadyFinished },
    };
    gateway.answer('POST /api/survey', finished);
    const result = await answerLastStep();
    expect(result).toMatchObject({ done: false, failure: surveyMessages.saratogaAlreadyFinished });
  });

  it('refuses a post from another site', async () => {
    await expect(
      postForm(saratogaAction, `http://site.test/saratoga-survey${query}`, [['intent', 'start']], {
        origin: 'http://evil.test',
      }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
