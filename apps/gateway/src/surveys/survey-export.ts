import { subscriptionExtraFields, subscriptionQuestions } from '@civicbrief/contracts';
import { surveyResponses, type Database } from '@civicbrief/gateway-db';
import { toCsv } from './csv';
import { newest, newestFirst, SURVEY_READ_LIMIT, textOf, type SurveyRead } from './survey-reads';

/** Every answer field of both records, in the spec's order. */
const answerFields = [
  ...subscriptionQuestions.flatMap((field) => [
    field,
    ...(field in subscriptionExtraFields
      ? [subscriptionExtraFields[field as keyof typeof subscriptionExtraFields]]
      : []),
  ]),
  'firstQuestion',
  'secondQuestion',
  'thirdQuestion',
  'fourthQuestion',
  'fourthQuestion2',
  'fifthQuestion',
  'sixthQuestion',
  'seventhQuestion',
  'seventhQuestion2',
  'eighthQuestion',
];

export const SURVEY_CSV_HEADER = [
  'response_id',
  'event',
  'subscriber_id',
  'city',
  'county',
  'state',
  'step',
  'completed_at',
  'created_at',
  'updated_at',
  ...answerFields,
];

/** One record as a CSV line's cells, in SURVEY_CSV_HEADER's order. */
const csvCells = (row: typeof surveyResponses.$inferSelect): unknown[] => [
  row.id,
  row.event,
  row.subscriberId,
  row.city,
  row.county,
  row.state,
  row.step,
  row.completedAt?.toISOString() ?? '',
  row.createdAt.toISOString(),
  row.updatedAt.toISOString(),
  ...answerFields.map((field) => textOf(row.answers, field)),
];

/** The newest records as CSV, newest first (created_at, then id, descending), one column per answer field of either survey. */
export function surveyCsv(db: Database, limit = SURVEY_READ_LIMIT): Promise<SurveyRead<string>> {
  const read = (count: number) =>
    db
      .select()
      .from(surveyResponses)
      .orderBy(...newestFirst)
      .limit(count);
  return newest(read, limit, (rows) => toCsv(SURVEY_CSV_HEADER, rows.map(csvCells)));
}
