import {
  isFinishedSurvey,
  locationObjectId,
  SUBSCRIPTION_SURVEY_EVENT,
  type IdentifyInput,
  type SurveyInput,
} from '@civicbrief/contracts';
import { surveyResponses, type Database } from '@civicbrief/gateway-db';
import { eq, sql } from 'drizzle-orm';
import { canonicalJson, sha256Hex } from '../intake/canonical-json';
import { recordEvent } from '../intake/events';
import { identifyPerson, findPerson } from '../intake/people';

export interface RecordedSurvey {
  id: string;
  /** Whether the record is a finished survey (its follow-ups are recorded once, when it first finishes). */
  finished: boolean;
}

/** The record's answers, without what has its own column. */
function answersOf(input: SurveyInput): Record<string, unknown> {
  const { event: _event, id: _id, city: _city, county: _county, state: _state, ...answers } = input;
  if ('step' in answers) delete (answers as { step?: number }).step;
  return answers;
}

/** One row per Saratoga subscriber (its progress, updated in place); one per distinct Subscription survey. */
export function surveyDedupeKey(input: SurveyInput): string {
  return input.event === SUBSCRIPTION_SURVEY_EVENT ? `subscription:${sha256Hex(canonicalJson(input))}` : `saratoga:${input.id}`;
}

/**
 * The follow-up event's data (spec §7 "Survey and Saratoga Survey: event, outreach"): outreach is whether the
 * subscriber agreed to be contacted (the Subscription survey's contact question); the Saratoga survey asks nothing
 * of the kind, so it is false (decision 032).
 */
export function surveyFollowUp(input: SurveyInput) {
  const outreach = input.event === SUBSCRIPTION_SURVEY_EVENT ? input.contact === 'Yes' : false;
  return { name: input.event, data: { event: input.event, outreach } };
}

/**
 * Stores a survey record and, when it finishes the survey, its follow-up event and the subscriber's place
 * (the identity variant with object_type_id '1' as text), all in one transaction; the outbox delivers both.
 * Idempotent: the same record again changes nothing and queues nothing more.
 */
export function recordSurvey(db: Database, input: SurveyInput): Promise<RecordedSurvey> {
  const survey = input.event === SUBSCRIPTION_SURVEY_EVENT ? 'subscription' : 'saratoga';
  const finished = isFinishedSurvey(input);
  const step = 'step' in input ? input.step : null;
  const place = { city: input.city, county: input.county, state: input.state };
  const dedupeKey = surveyDedupeKey(input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ completedAt: surveyResponses.completedAt }).from(surveyResponses).where(eq(surveyResponses.dedupeKey, dedupeKey)).for('update');
    const [row] = await tx
      .insert(surveyResponses)
      .values({
        dedupeKey,
        survey,
        event: input.event,
        subscriberId: input.id,
        answers: answersOf(input),
        step,
        ...place,
        completedAt: finished ? sql`now()` : null,
      })
      .onConflictDoUpdate({
        target: surveyResponses.dedupeKey,
        set: {
          answers: sql`excluded.answers`,
          step: sql`excluded.step`,
          city: sql`excluded.city`,
          county: sql`excluded.county`,
          state: sql`excluded.state`,
          completedAt: sql`coalesce(${surveyResponses.completedAt}, excluded.completed_at)`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: surveyResponses.id });
    // The follow-ups go once per response: when it finishes, not when a finished one is posted again.
    if (!finished || before?.completedAt) return { id: row.id, finished };
    // A transaction is a database to the intake writers: each runs in a savepoint of this one.
    const writer: Database = tx;
    await recordEvent(writer, input.id, surveyFollowUp(input), `survey:${row.id}`);
    const person = await findPerson(tx, input.id.trim().toLowerCase());
    if (person && input.city && input.state) await identifyPerson(writer, surveyIdentifyBody(person.email, place));
    return { id: row.id, finished: true };
  });
}

/** The identity of a surveyed subscriber: the RSVP and survey variant, object_type_id '1' as text, city_state id. */
export function surveyIdentifyBody(email: string, place: { city: string; county: string; state: string }): IdentifyInput {
  return {
    type: 'person',
    identifiers: { email },
    action: 'identify',
    attributes: { email, city: place.city, ...(place.county ? { county: place.county } : {}), state: place.state, unsubscribed: false },
    cio_relationships: [{ identifiers: { object_type_id: '1', object_id: locationObjectId(place, 'rsvp') } }],
  };
}
