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
import { asc, desc } from 'drizzle-orm';
import { toCsv } from './csv';

/** The summary and export read at most this many responses, newest first. */
export const SURVEY_READ_LIMIT = 10_000;

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

export async function surveySummary(db: Database): Promise<SurveySummaryResult> {
  const rows = await db
    .select({ event: surveyResponses.event, answers: surveyResponses.answers, completedAt: surveyResponses.completedAt })
    .from(surveyResponses)
    .orderBy(desc(surveyResponses.createdAt))
    .limit(SURVEY_READ_LIMIT);
  return summarise(rows);
}

/** Every answer field of both records, in the spec's order. */
const answerFields = [
  ...subscriptionQuestions.flatMap((field) => [field, ...(field in subscriptionExtraFields ? [subscriptionExtraFields[field as keyof typeof subscriptionExtraFields]] : [])]),
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

export const SURVEY_CSV_HEADER = ['response_id', 'event', 'subscriber_id', 'city', 'county', 'state', 'step', 'completed_at', 'created_at', 'updated_at', ...answerFields];

/** The records as CSV, oldest first, one column per answer field of either survey. */
export async function surveyCsv(db: Database): Promise<string> {
  const rows = await db.select().from(surveyResponses).orderBy(asc(surveyResponses.createdAt), asc(surveyResponses.id)).limit(SURVEY_READ_LIMIT);
  return toCsv(
    SURVEY_CSV_HEADER,
    rows.map((row) => [
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
    ]),
  );
}
