// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';

/** How often one answer was given to one question. */
export const SurveyAnswerCount = z.object({ answer: z.string(), count: z.number().check(z.int()) });

/** One question of a survey summary: the count of each answer (every choice, 0 included) and the free texts. */
export const SurveyQuestionSummary = z.object({
  field: z.string(),
  answers: z.array(SurveyAnswerCount),
  texts: z.array(z.string()),
});

/** GET /api/ops/surveys: per survey (its event) the responses, finished ones and per-question summary. */
export const SurveySummaryResult = z.object({
  surveys: z.array(
    z.object({
      event: z.string(),
      responses: z.number().check(z.int()),
      finished: z.number().check(z.int()),
      questions: z.array(SurveyQuestionSummary),
    }),
  ),
});
export type SurveySummaryResult = z.infer<typeof SurveySummaryResult>;
