import { surveyResponses } from '@civicbrief/gateway-db';
import { SURVEY_READ_LIMIT } from '../../surveys/summary';
import { testDrivers } from '../../test/databases';
import { gatewayTest, testApp } from '../../test/gateway-test';

/** Survey records 0..count-1, record i created i seconds after the first (so the last is the newest). */
function records(from: number, count: number) {
  const first = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const at = new Date(first + i * 1000);
    return {
      dedupeKey: `subscription:r${i}`,
      survey: 'subscription',
      event: 'SubscriptionFeedbackSurvey',
      subscriberId: `r${i}`,
      answers: { overall: 'Good' },
      completedAt: at,
      createdAt: at,
      updatedAt: at,
    };
  });
}

describe.each(testDrivers)('GET /api/ops/surveys beyond its read limit on %s', (driver) => {
  const setup = gatewayTest(driver, async (database) => ({ app: await testApp(database) }));

  const subscriberIds = (csv: string) =>
    csv
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[2]);

  it('exports the newest records, newest first, and says when older ones were left out', async () => {
    for (let from = 0; from < SURVEY_READ_LIMIT; from += 2000)
      await setup.database.db.insert(surveyResponses).values(records(from, 2000));

    const whole = await setup.app.inject({ method: 'GET', url: '/api/ops/surveys?format=csv' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['x-truncated']).toBeUndefined();
    const all = subscriberIds(whole.body);
    expect(all).toHaveLength(SURVEY_READ_LIMIT);
    expect([all[0], all.at(-1)]).toEqual([`r${SURVEY_READ_LIMIT - 1}`, 'r0']);

    await setup.database.db.insert(surveyResponses).values(records(SURVEY_READ_LIMIT, 1));
    const capped = await setup.app.inject({ method: 'GET', url: '/api/ops/surveys?format=csv' });
    expect(capped.statusCode).toBe(200);
    expect(capped.headers['x-truncated']).toBe('true');
    const newest = subscriberIds(capped.body);
    expect(newest).toHaveLength(SURVEY_READ_LIMIT);
    // The record just added is in, the oldest one is the one left out.
    expect([newest[0], newest.at(-1)]).toEqual([`r${SURVEY_READ_LIMIT}`, 'r1']);

    const summary = await setup.app.inject({ method: 'GET', url: '/api/ops/surveys' });
    expect(summary.headers['x-truncated']).toBe('true');
    expect(summary.json().surveys[0]).toMatchObject({
      event: 'SubscriptionFeedbackSurvey',
      responses: SURVEY_READ_LIMIT,
    });
  });
});
