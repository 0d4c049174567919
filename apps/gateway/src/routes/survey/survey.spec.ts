import { IntakeResult, surveyMessages, SurveySummaryResult, TRAP_FIELD } from '@civicbrief/contracts';
import { events, outbox, surveyResponses } from '@civicbrief/gateway-db';
import { eq } from 'drizzle-orm';
import { testDrivers } from '../../test/databases';
import { gatewayTest, testApp } from '../../test/gateway-test';
import { freshClient, outboxRows, post } from '../../test/intake';
import { toCsv } from '../../surveys/csv';

const URL = '/api/survey';
const place = { city: 'Saratoga', county: 'Santa Clara County', state: 'California' };

const subscription = (id: string, extra: Record<string, unknown> = {}) => ({
  event: 'SubscriptionFeedbackSurvey',
  content: 'Yes',
  extraContent: 'More on water rates',
  clarity: 'Sometimes',
  extraClarity: '',
  accuracy: 'Yes',
  extraAccuracy: '',
  frequency: 'No',
  extraFrequency: '=HYPERLINK("http://evil.example")',
  overall: 'Good',
  extraOverall: 'Thanks, "really"',
  contact: 'Yes',
  id,
  ...place,
  ...extra,
});

const saratoga = (id: string, step: number, extra: Record<string, unknown> = {}) => ({
  event: 'SaratogaFeedbackSurvey',
  firstQuestion: 'budget-taxes time-saving',
  secondQuestion: step > 2 ? 'More often' : '',
  thirdQuestion: step > 3 ? 'Yes' : '',
  fourthQuestion: step > 4 ? 'Somewhat' : '',
  fourthQuestion2: step > 5 ? 'Water, parks' : '',
  fifthQuestion: step > 5 ? 'Environment, water and climate' : '',
  sixthQuestion: step > 6 ? 'How to give public comment' : '',
  seventhQuestion: step > 7 ? 'Yes' : '',
  seventhQuestion2: '',
  eighthQuestion: step > 8 ? 'No' : '',
  step,
  id,
  ...place,
  ...extra,
});

describe.each(testDrivers)('POST /api/survey on %s', (driver) => {
  const opsToken = 'an-operator-token-of-some-length';
  const setup = gatewayTest(driver, async (database) => ({
    app: await testApp(database, { INTAKE_RATE_LIMIT: '5' }),
    guarded: await testApp(database, { OPS_TOKEN: opsToken, INTAKE_RATE_LIMIT: '1000' }),
  }));
  const db = () => setup.database.db;

  beforeEach(async () => {
    await db().delete(surveyResponses);
    await db().delete(outbox);
  });

  /** A subscriber of Palo Alto known to the gateway (newsletter form): its id is the survey link's id. */
  async function subscriber(email: string): Promise<string> {
    const response = await post(setup.app, '/api/customerio/entityCreate?workflow=newsletter', {
      type: 'person',
      identifiers: { email },
      action: 'identify',
      attributes: { email, city: 'Palo Alto', county: 'Santa Clara County', state: 'California', unsubscribed: false },
      cio_relationships: [{ identifiers: { object_type_id: 1, object_id: 'palo_alto_california' } }],
    });
    expect(response.statusCode).toBe(200);
    return IntakeResult.parse(response.json()).id;
  }

  it('stores a Subscription survey, queues its follow-up event and the identity variant once', async () => {
    const id = await subscriber('ada@example.org');
    await db().delete(outbox);
    const response = await post(setup.app, URL, subscription(id));
    expect(response.statusCode).toBe(200);
    const { id: responseId } = IntakeResult.parse(response.json());
    const [row] = await db().select().from(surveyResponses).where(eq(surveyResponses.id, responseId));
    expect(row).toMatchObject({ survey: 'subscription', subscriberId: id, ...place, step: null });
    expect(row.answers).toMatchObject({ content: 'Yes', extraContent: 'More on water rates', contact: 'Yes' });
    expect(row.completedAt).not.toBeNull();

    const [event] = await db().select().from(events).where(eq(events.identifier, id));
    expect(event).toMatchObject({
      name: 'SubscriptionFeedbackSurvey',
      data: { event: 'SubscriptionFeedbackSurvey', outreach: true },
    });
    const rows = await outboxRows(db());
    const payloads = rows.map((r) => r.payload as { action: string; name?: string; cio_relationships?: unknown });
    expect(payloads.filter((p) => p.action === 'event')).toHaveLength(1);
    expect(payloads.find((p) => p.name === 'SubscriptionFeedbackSurvey')).toBeDefined();
    // The identity variant: object_type_id '1' as text, the city_state object id.
    expect(payloads.find((p) => p.action === 'identify')?.cio_relationships).toEqual([
      { identifiers: { object_type_id: '1', object_id: 'saratoga_california' } },
    ]);

    // The same record again: the same row, nothing more queued.
    const again = await post(setup.app, URL, subscription(id));
    expect(IntakeResult.parse(again.json()).id).toBe(responseId);
    expect(await outboxRows(db())).toHaveLength(rows.length);
  });

  it('keeps the follow-up of an unknown subscriber id in the database only (nobody to name to the provider)', async () => {
    const response = await post(setup.app, URL, subscription('no-such-subscriber', { contact: 'No' }));
    expect(response.statusCode).toBe(200);
    const [event] = await db().select().from(events).where(eq(events.identifier, 'no-such-subscriber'));
    expect(event.data).toEqual({ event: 'SubscriptionFeedbackSurvey', outreach: false });
    expect(await outboxRows(db())).toHaveLength(0);
  });

  it("updates a Saratoga survey's progress in place per id, and sends the follow-up only at step 9, once", async () => {
    const id = await subscriber('grace@example.org');
    await db().delete(outbox);
    const ids = new Set<string>();
    for (const step of [0, 2, 3, 5, 4, 8]) {
      const response = await post(setup.app, URL, saratoga(id, step));
      expect(response.statusCode).toBe(200);
      ids.add(IntakeResult.parse(response.json()).id);
    }
    expect(ids.size).toBe(1);
    let rows = await db().select().from(surveyResponses);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ step: 8, completedAt: null, survey: 'saratoga' });
    expect(rows[0].answers).toMatchObject({
      firstQuestion: 'budget-taxes time-saving',
      seventhQuestion: 'Yes',
      eighthQuestion: '',
    });
    expect(await outboxRows(db())).toHaveLength(0);

    for (let i = 0; i < 2; i++) expect((await post(setup.app, URL, saratoga(id, 9))).statusCode).toBe(200);
    rows = await db().select().from(surveyResponses);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ step: 9, answers: expect.objectContaining({ eighthQuestion: 'No' }) });
    expect(rows[0].completedAt).not.toBeNull();
    const sent = (await outboxRows(db())).map(
      (r) => r.payload as { action: string; name?: string; attributes?: Record<string, unknown> },
    );
    expect(sent.filter((p) => p.action === 'event')).toEqual([
      expect.objectContaining({
        name: 'SaratogaFeedbackSurvey',
        attributes: { event: 'SaratogaFeedbackSurvey', outreach: false },
      }),
    ]);

    // A different subscriber is a record of its own.
    await post(setup.app, URL, saratoga('other-subscriber', 0));
    expect(await db().select().from(surveyResponses)).toHaveLength(2);
  });

  it('keeps a finished Saratoga survey as it was finished: another record for its id is a 409 and replaces nothing', async () => {
    const id = await subscriber('finished@example.org');
    for (const step of [0, 4, 8]) expect((await post(setup.app, URL, saratoga(id, step))).statusCode).toBe(200);
    const finished = await post(setup.app, URL, saratoga(id, 9));
    expect(finished.statusCode).toBe(200);
    const [before] = await db().select().from(surveyResponses);
    const queued = (await outboxRows(db())).length;

    // Whoever holds the id, later: other answers, an earlier step (starting over), another place.
    const forged = [
      saratoga(id, 9, { eighthQuestion: 'Yes', seventhQuestion2: 'forged' }),
      saratoga(id, 0),
      saratoga(id, 9, { city: 'Elsewhere' }),
    ];
    for (const body of forged) {
      const response = await post(setup.app, URL, body);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(surveyMessages.saratogaAlreadyFinished);
    }
    const [after] = await db().select().from(surveyResponses);
    expect(after).toEqual(before);
    expect(await outboxRows(db())).toHaveLength(queued);

    // The same finished record again (a retried post) is answered as before.
    const again = await post(setup.app, URL, saratoga(id, 9));
    expect(again.statusCode).toBe(200);
    expect(IntakeResult.parse(again.json()).id).toBe(before.id);

    // An unfinished survey still moves on, back and forth, from its own steps.
    for (const step of [0, 3, 2])
      expect((await post(setup.app, URL, saratoga('unfinished', step))).statusCode).toBe(200);
    const [unfinished] = await db()
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.subscriberId, 'unfinished'));
    expect(unfinished).toMatchObject({ step: 2, completedAt: null });
  });

  it('finishes a Saratoga survey once when two different finished records race: one 200, one 409', async () => {
    const answers = await Promise.all([
      post(setup.app, URL, saratoga('racing', 9, { seventhQuestion2: 'first' }), { client: freshClient() }),
      post(setup.app, URL, saratoga('racing', 9, { seventhQuestion2: 'second' }), { client: freshClient() }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [winner] = answers.filter((answer) => answer.statusCode === 200);
    const [row] = await db().select().from(surveyResponses).where(eq(surveyResponses.subscriberId, 'racing'));
    expect(row.id).toBe(IntakeResult.parse(winner.json()).id);
    expect(await db().select().from(events).where(eq(events.identifier, 'racing'))).toHaveLength(1);
  });

  it('answers bad records 400 with field messages and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [subscription('x', { overall: 'Meh' }), 'overall must be one of: Awesome, Good, Fair, Poor, Bad'],
      [subscription(''), 'id is required'],
      [saratoga('x', 12), 'step must be a whole number from 0 to 9'],
      [saratoga('x', 3, { firstQuestion: 'bribes' }), 'firstQuestion must be reasons among'],
      [
        { ...saratoga('x', 3), event: 'Other' },
        'event must be one of: SubscriptionFeedbackSurvey, SaratogaFeedbackSurvey',
      ],
      [saratoga('x', 3, { email: 'a@b.co' }), 'email'],
      [[], 'A survey record is required'],
    ];
    for (const [body, message] of cases) {
      const response = await post(setup.app, URL, body);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect(await db().select().from(surveyResponses)).toHaveLength(0);
  });

  it('refuses bodies over 16 KiB (413), discards a filled honeypot and limits each client (429)', async () => {
    const big = await post(setup.app, URL, subscription('x', { extraOverall: 'x'.repeat(17 * 1024) }));
    expect(big.statusCode).toBe(413);
    const trapped = await post(setup.app, URL, { ...subscription('x'), [TRAP_FIELD]: 'bot' });
    expect(trapped.statusCode).toBe(200);
    expect(await db().select().from(surveyResponses)).toHaveLength(0);
    const client = freshClient();
    const statuses: number[] = [];
    for (let step = 0; step < 7; step++)
      statuses.push((await post(setup.app, URL, saratoga('limited', step), { client })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('summarises the answers per survey and question for the operator, and exports them as CSV', async () => {
    for (const [i, overall] of (['Good', 'Good', 'Bad'] as const).entries()) {
      await post(setup.guarded, URL, subscription(`s-${i}`, { overall, extraContent: i === 2 ? '' : `note ${i}` }));
    }
    await post(setup.guarded, URL, saratoga('g-1', 9));
    await post(setup.guarded, URL, saratoga('g-2', 3, { firstQuestion: 'budget-taxes' }));

    expect((await setup.guarded.inject({ method: 'GET', url: '/api/ops/surveys' })).statusCode).toBe(401);
    const auth = { authorization: `Bearer ${opsToken}` };
    const response = await setup.guarded.inject({ method: 'GET', url: '/api/ops/surveys', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { surveys } = SurveySummaryResult.parse(response.json());
    const [sub, sara] = surveys;
    expect(sub).toMatchObject({ event: 'SubscriptionFeedbackSurvey', responses: 3, finished: 3 });
    const question = (survey: typeof sub, field: string) => survey.questions.find((q) => q.field === field)!;
    expect(question(sub, 'overall').answers).toEqual([
      { answer: 'Awesome', count: 0 },
      { answer: 'Good', count: 2 },
      { answer: 'Fair', count: 0 },
      { answer: 'Poor', count: 0 },
      { answer: 'Bad', count: 1 },
    ]);
    expect(question(sub, 'extraContent').texts.sort()).toEqual(['note 0', 'note 1']);
    expect(sara).toMatchObject({ event: 'SaratogaFeedbackSurvey', responses: 2, finished: 1 });
    expect(question(sara, 'firstQuestion').answers.find((a) => a.answer === 'budget-taxes')).toEqual({
      answer: 'budget-taxes',
      count: 2,
    });
    expect(question(sara, 'firstQuestion').answers.find((a) => a.answer === 'time-saving')).toEqual({
      answer: 'time-saving',
      count: 1,
    });
    expect(question(sara, 'fourthQuestion2').texts).toEqual(['Water, parks']);

    const csv = await setup.guarded.inject({ method: 'GET', url: '/api/ops/surveys?format=csv', headers: auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toMatch(/^response_id,event,subscriber_id,city,county,state,step,/);
    expect(lines).toHaveLength(5 + 2);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv.body).toContain('"Thanks, ""really"""');
    expect(
      (await setup.guarded.inject({ method: 'GET', url: '/api/ops/surveys?format=xml', headers: auth })).statusCode,
    ).toBe(400);
  });
});

describe('survey CSV writer', () => {
  it('quotes what RFC 4180 needs and defuses formulas', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'line\nbreak'],
          ['+1', '@sum'],
          ['-2', 'plain'],
          [null, 3],
        ],
      ),
    ).toBe('a,b\r\n"x,y","line\nbreak"\r\n\'+1,\'@sum\r\n\'-2,plain\r\n,3\r\n');
  });
});
