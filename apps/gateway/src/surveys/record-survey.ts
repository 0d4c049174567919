import {
  isFinishedSurvey,
  locationObjectId,
  SUBSCRIPTION_SURVEY_EVENT,
  type IdentifyInput,
  type SurveyInput,
} from '@civicbrief/contracts';
import { surveyResponses, type Database } from '@civicbrief/gateway-db';
import { eq, isNull, sql } from 'drizzle-orm';
import { canonicalJson, sha256Hex } from '../intake/canonical-json';
import { recordEvent } from '../intake/events';
import { identifyPerson, findPerson } from '../intake/people';

export type RecordedSurvey =
  | {
      ok: true;
      id: string;
      /** Whether the record is a finished survey (its follow-ups are recorded once, when it first finishes). */
      finished: boolean;
    }
  /** A finished Saratoga survey posted again with other answers, step or place: refused, nothing replaced. */
  | { ok: false; reason: 'already-finished'; id: string };

/** The record's answers, without what has its own column. */
function answersOf(input: SurveyInput): Record<string, unknown> {
  const { event: _event, id: _id, city: _city, county: _county, state: _state, ...answers } = input;
  if ('step' in answers) delete (answers as { step?: number }).step;
  return answers;
}

/** One row per Saratoga subscriber (its progress, updated in place); one per distinct Subscription survey. */
export function surveyDedupeKey(input: SurveyInput): string {
  return input.event === SUBSCRIPTION_SURVEY_EVENT
    ? `subscription:${sha256Hex(canonicalJson(input))}`
    : `saratoga:${input.id}`;
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

type StoredRecord = { answers: unknown; step: number | null; city: string; county: string; state: string };
/** A record as text: equal for the same answers, step and place. */
const recordText = (row: StoredRecord) =>
  canonicalJson({ answers: row.answers, step: row.step, city: row.city, county: row.county, state: row.state });

/**
 * The answer to a record posted for a finished response: a Subscription row's key is its whole record, so it is
 * always the same record again; a finished Saratoga survey is answered as before for the same record (a retried
 * post) and refused for any other.
 */
function postedAgain(finishedRow: StoredRecord & { id: string; survey: string }, record: StoredRecord): RecordedSurvey {
  const same = finishedRow.survey === 'subscription' || recordText(finishedRow) === recordText(record);
  return same
    ? { ok: true, id: finishedRow.id, finished: true }
    : { ok: false, reason: 'already-finished', id: finishedRow.id };
}

/**
 * Stores a survey record and, when it finishes the survey, its follow-up event and the subscriber's place
 * (the identity variant with object_type_id '1' as text), all in one transaction; the outbox delivers both.
 * Idempotent: the same record again changes nothing and queues nothing more. First write wins once finished
 * (decision 032): a Saratoga row is updated in place only while it is unfinished, so whoever knows a
 * subscriber id cannot replace a finished survey; a different record for it is refused (`already-finished`).
 */
export function recordSurvey(db: Database, input: SurveyInput): Promise<RecordedSurvey> {
  const survey = input.event === SUBSCRIPTION_SURVEY_EVENT ? 'subscription' : 'saratoga';
  const finished = isFinishedSurvey(input);
  const step = 'step' in input ? input.step : null;
  const place = { city: input.city, county: input.county, state: input.state };
  const dedupeKey = surveyDedupeKey(input);
  const record = { answers: answersOf(input), step, ...place };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.dedupeKey, dedupeKey))
      .for('update');
    if (before?.completedAt) return postedAgain(before, record);
    const [row] = await tx
      .insert(surveyResponses)
      .values({
        dedupeKey,
        survey,
        event: input.event,
        subscriberId: input.id,
        ...record,
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
          completedAt: sql`excluded.completed_at`,
          updatedAt: sql`now()`,
        },
        // Only an unfinished row changes: one finished by a concurrent post since the read above stays as it is.
        setWhere: isNull(surveyResponses.completedAt),
      })
      .returning({ id: surveyResponses.id });
    if (!row) {
      const [finishedMeanwhile] = await tx
        .select()
        .from(surveyResponses)
        .where(eq(surveyResponses.dedupeKey, dedupeKey));
      return postedAgain(finishedMeanwhile, record);
    }
    if (!finished) return { ok: true, id: row.id, finished };
    // A transaction is a database to the intake writers: each runs in a savepoint of this one.
    const writer: Database = tx;
    await recordEvent(writer, input.id, surveyFollowUp(input), `survey:${row.id}`);
    const person = await findPerson(tx, input.id.trim().toLowerCase());
    if (person && input.city && input.state) await identifyPerson(writer, surveyIdentifyBody(person.email, place));
    return { ok: true, id: row.id, finished: true };
  });
}

/** The identity of a surveyed subscriber: the RSVP and survey variant, object_type_id '1' as text, city_state id. */
export function surveyIdentifyBody(
  email: string,
  place: { city: string; county: string; state: string },
): IdentifyInput {
  return {
    type: 'person',
    identifiers: { email },
    action: 'identify',
    attributes: {
      email,
      city: place.city,
      ...(place.county ? { county: place.county } : {}),
      state: place.state,
      unsubscribed: false,
    },
    cio_relationships: [{ identifiers: { object_type_id: '1', object_id: locationObjectId(place, 'rsvp') } }],
  };
}
