// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { preprocess } from '../zod-preprocess';
import { PLACE_MAX } from '../intake/fields';
import {
  SARATOGA_SURVEY_EVENT,
  saratogaChoices,
  saratogaReasonValues,
  SUBSCRIPTION_SURVEY_EVENT,
  subscriptionChoices,
  type SaratogaChoiceField,
} from './choices';

/** Bounds of the survey texts: free text answers, and the subscriber id of the survey link. */
export const SURVEY_TEXT_MAX = 1000;
export const SUBSCRIBER_ID_MAX = 200;

const answer = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` });

/** Optional free text: absent or null is ''. */
const freeText = preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z
    .string({ error: 'Must be text' })
    .check(z.trim(), z.maxLength(SURVEY_TEXT_MAX, `Must be at most ${SURVEY_TEXT_MAX} characters`)),
);
const place = preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z
    .string({ error: 'Must be text' })
    .check(z.trim(), z.maxLength(PLACE_MAX, `Must be at most ${PLACE_MAX} characters`)),
);
const subscriberId = z
  .string({ error: 'id is required' })
  .check(
    z.trim(),
    z.minLength(1, 'id is required'),
    z.maxLength(SUBSCRIBER_ID_MAX, `Must be at most ${SUBSCRIBER_ID_MAX} characters`),
  );

/** The Subscription survey as POST /api/survey receives it: the record without email and step (spec §3, §7). */
export const SubscriptionSurveyInput = z.strictObject({
  event: z.literal(SUBSCRIPTION_SURVEY_EVENT),
  content: answer('content', subscriptionChoices.content),
  extraContent: freeText,
  clarity: answer('clarity', subscriptionChoices.clarity),
  extraClarity: freeText,
  accuracy: answer('accuracy', subscriptionChoices.accuracy),
  extraAccuracy: freeText,
  frequency: answer('frequency', subscriptionChoices.frequency),
  extraFrequency: freeText,
  overall: answer('overall', subscriptionChoices.overall),
  extraOverall: freeText,
  contact: answer('contact', subscriptionChoices.contact),
  id: subscriberId,
  state: place,
  city: place,
  county: place,
});
export type SubscriptionSurveyInput = z.infer<typeof SubscriptionSurveyInput>;

/** A space-joined list of distinct reasons (spec §3: multi-select answers are stored space-joined). */
const reasonList = preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z.string({ error: 'Must be text' }).check(
    z.trim(),
    z.maxLength(400),
    z.refine(
      (text) => {
        const parts = text === '' ? [] : text.split(/\s+/);
        return (
          parts.every((part) => (saratogaReasonValues as readonly string[]).includes(part)) &&
          new Set(parts).size === parts.length
        );
      },
      { message: `firstQuestion must be reasons among: ${saratogaReasonValues.join(', ')}, separated by spaces` },
    ),
  ),
);

/** A Saratoga answer not given yet is ''. */
const optionalAnswer = (field: SaratogaChoiceField) => {
  const values = saratogaChoices[field];
  return preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.union([z.literal(''), z.enum(values)], { error: `${field} must be one of: ${values.join(', ')}` }),
  );
};

/** The Saratoga survey's last step: 0-8 while answering, 9 when finished (spec §4). */
export const SARATOGA_FINAL_STEP = 9;
const stepMessage = `step must be a whole number from 0 to ${SARATOGA_FINAL_STEP}`;

/**
 * The Saratoga survey as POST /api/survey receives it, posted on every step change (spec §3, §4): answers so
 * far ('' when not given), the step reached and the subscriber id (one record per id, updated in place).
 */
export const SaratogaSurveyInput = z.strictObject({
  event: z.literal(SARATOGA_SURVEY_EVENT),
  firstQuestion: reasonList,
  secondQuestion: optionalAnswer('secondQuestion'),
  thirdQuestion: optionalAnswer('thirdQuestion'),
  fourthQuestion: optionalAnswer('fourthQuestion'),
  fourthQuestion2: freeText,
  fifthQuestion: optionalAnswer('fifthQuestion'),
  sixthQuestion: optionalAnswer('sixthQuestion'),
  seventhQuestion: optionalAnswer('seventhQuestion'),
  seventhQuestion2: freeText,
  eighthQuestion: optionalAnswer('eighthQuestion'),
  step: z
    .number({ error: stepMessage })
    .check(z.int(stepMessage), z.gte(0, stepMessage), z.lte(SARATOGA_FINAL_STEP, stepMessage)),
  id: subscriberId,
  state: place,
  city: place,
  county: place,
});
export type SaratogaSurveyInput = z.infer<typeof SaratogaSurveyInput>;

/** POST /api/survey: either survey record, told apart by its event. */
export const SurveyInput = z.discriminatedUnion('event', [SubscriptionSurveyInput, SaratogaSurveyInput], {
  error: (issue) =>
    issue.code === 'invalid_union'
      ? `event must be one of: ${SUBSCRIPTION_SURVEY_EVENT}, ${SARATOGA_SURVEY_EVENT}`
      : 'A survey record is required',
});
export type SurveyInput = z.infer<typeof SurveyInput>;

/** Whether a Saratoga record is the finished survey (step 9): only then is its follow-up event sent. */
export const isFinishedSurvey = (input: SurveyInput): boolean =>
  input.event === SUBSCRIPTION_SURVEY_EVENT || input.step === SARATOGA_FINAL_STEP;
