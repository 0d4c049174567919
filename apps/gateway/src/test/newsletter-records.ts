import { events, leads, people, subscribers, type Database } from '@civicbrief/gateway-db';
import { enqueue } from '../outbox/enqueue';

/** Everything the intake calls record about one person, written directly (the calls are tested elsewhere). */
export async function seedPerson(db: Database, email: string, options: { cities?: string[]; status?: string } = {}) {
  const { cities = ['Saratoga'], status = 'active' } = options;
  const [person] = await db
    .insert(people)
    .values({ email, firstName: 'Ada', city: cities[0], county: 'Santa Clara County', state: 'California' })
    .returning();
  const subscriptions = await db
    .insert(subscribers)
    .values(
      cities.map((city) => ({
        email,
        firstName: 'Ada',
        city,
        county: 'Santa Clara County',
        state: 'California',
        source: 'https://civicbrief.example/',
        status,
      })),
    )
    .returning();
  await db
    .insert(leads)
    .values({ kind: 'onboarding', email, firstName: 'Ada', lastName: 'Lovelace', title: 'Clerk', state: 'CA' });
  await db.insert(events).values([
    {
      identifier: email,
      personId: person.id,
      name: 'RSVP',
      data: { rsvp: "Yes, I'll be there!" },
      dedupeKey: `rsvp:${email}`,
    },
    { identifier: person.id, name: 'SurveyFollowUp', data: { outreach: true }, dedupeKey: `survey:${email}` },
  ]);
  await enqueue(db, `identify:${email}`, {
    kind: 'track',
    payload: { type: 'person', identifiers: { email }, action: 'identify', attributes: { email } },
  });
  return { person, subscriptions };
}
