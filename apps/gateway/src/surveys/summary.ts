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
import { newest, newestFirst, SURVEY_READ_LIMIT, textOf, type SurveyRead } from './survey-reads';

export { SURVEY_READ_LIMIT, type SurveyRead } from './survey-reads';

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
