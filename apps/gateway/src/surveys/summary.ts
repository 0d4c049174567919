import {
  SARATOGA_SURVEY_EVENT,
  saratogaChoices,
  saratogaReasonValues,
  saratogaTextFields,
  SUBSCRIPTION_SURVEY_EVENT,
  subscriptionChoices,
  subscriptionExtraFields,
  subscriptionQuestions,
  type SurveySummaryResult,
} from '@civicbrief/contracts';
import { surveyResponses, type Database } from '@civicbrief/gateway-db';
import { desc } from 'drizzle-orm';
import { toCsv } from './csv';

/** The summary and export read at most this many responses, the newest. */
export const SURVEY_READ_LIMIT = 10_000;

/** What the summary or export was made of: the newest records, and whether older ones were left out. */
export interface SurveyRead<T> {
  result: T;
  truncated: boolean;
}

/** Reads one row more than the limit (newest first) to know whether any were left out. */
async function newest<Row, T>(
  read: (limit: number) => Promise<Row[]>,
  limit: number,
  make: (rows: Row[]) => T,
): Promise<SurveyRead<T>> {
  const rows = await read(limit + 1);
  return { result: make(rows.slice(0, limit)), truncated: rows.length > limit };
}

type Row = { event: string; answers: unknown; completedAt: Date | null };

/** Each survey's questions: choice fields with their answer sets, multi-select fields, text fields. */
const surveyShapes = [
  {
    event: SUBSCRIPTION_SURVEY_EVENT,
    choices: subscriptionQuestions.map((field) => [field, subscriptionChoices[field] as readonly string[]] as const),
    multi: [] as (readonly [string, readonly string[]])[],
    texts: Object.values(subscriptionExtraFields) as string[],
  },
  {
    event: SARATOGA_SURVEY_EVENT,
    choices: Object.entries(saratogaChoices) as [string, readonly string[]][],
    multi: [['firstQuestion', saratogaReasonValues]] as (readonly [string, readonly string[]])[],
    texts: [...saratogaTextFields] as string[],
  },
];

const textOf = (answers: unknown, field: string): string => {
  const value = (answers as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' ? value : '';
};

/** Per survey and per question: the count of each answer (0 included) and the free texts given. */
export function summarise(rows: readonly Row[]): SurveySummaryResult {
  return {
    surveys: surveyShapes.map((shape) => {
      const mine = rows.filter((row) => row.event === shape.event);
      const count = (field: string, values: readonly string[], split: boolean) =>
        values.map((answer) => ({
          answer,
          count: mine.filter((row) => {
            const given = textOf(row.answers, field);
            return split ? given.split(' ').includes(answer) : given === answer;
          }).length,
        }));
      return {
        event: shape.event,
        responses: mine.length,
        finished: mine.filter((row) => row.completedAt !== null).length,
        questions: [
          ...shape.multi.map(([field, values]) => ({ field, answers: count(field, values, true), texts: [] })),
          ...shape.choices.map(([field, values]) => ({ field, answers: count(field, values, false), texts: [] })),
          ...shape.texts.map((field) => ({
            field,
            answers: [],
            texts: mine.map((row) => textOf(row.answers, field).trim()).filter((text) => text !== ''),
          })),
        ],
      };
    }),
  };
}

/** The records' order, newest first; the id breaks ties of created_at, so a capped read is always the same records. */
const newestFirst = [desc(surveyResponses.createdAt), desc(surveyResponses.id)];

export function surveySummary(db: Database, limit = SURVEY_READ_LIMIT): Promise<SurveyRead<SurveySummaryResult>> {
  const read = (count: number) =>
    db
      .select({
        event: surveyResponses.event,
        answers: surveyResponses.answers,
        completedAt: surveyResponses.completedAt,
      })
      .from(surveyResponses)
      .orderBy(...newestFirst)
      .limit(count);
  return newest(read, limit, summarise);
}

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
