// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { email, optionalText, requiredText } from './fields';
import { intakeMessages } from './intake-messages';
import { preprocess } from '../zod-preprocess';

/**
 * `?identifier=…&workflow=newsletter` of the events call (a person id or an email) and of the attributes
 * lookup (a person id only: anything else is answered as unknown).
 */
export const IdentifierQuery = z.object({
  identifier: z
    .string({ error: 'identifier is required' })
    .check(z.trim(), z.minLength(1, 'identifier is required'), z.maxLength(254)),
  workflow: z.optional(z.literal('newsletter', { error: "workflow must be 'newsletter'" })),
});

/** The RSVP answers as the spec words them. */
export const RSVP_YES = "Yes, I'll be there!";
export const RSVP_NO = "Sorry I can't make it";
export const RSVP_EVENT_NAME = 'RSVP';

/** The RSVP event's data (spec §3 "RSVP event"): attendees only when attending. Unknown keys are refused. */
export const RsvpEventData = z.strictObject({
  event: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  event_time: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  rsvp: z.enum([RSVP_YES, RSVP_NO]),
  attendees: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type RsvpEventData = z.infer<typeof RsvpEventData>;

/** The survey follow-ups (spec §3): the survey's record names its event; the follow-up carries the same name. */
export const SURVEY_EVENT_NAMES = ['SubscriptionFeedbackSurvey', 'SaratogaFeedbackSurvey'] as const;

/** A survey follow-up's data (spec §7 "Survey and Saratoga Survey: event, outreach"). Unknown keys are refused. */
export const SurveyEventData = z.strictObject({
  event: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  outreach: z.union([z.boolean(), z.string().check(z.trim(), z.maxLength(200))], {
    error: 'outreach must be true, false or a short text',
  }),
});
export type SurveyEventData = z.infer<typeof SurveyEventData>;

/** The names a caller may send; the gateway's own events (newsletter_subscribed and the like) are not among them. */
export const PUBLIC_EVENT_NAMES = [RSVP_EVENT_NAME, ...SURVEY_EVENT_NAMES] as const;

/**
 * POST /api/customerio/events: one of the spec's events (RSVP, survey follow-ups), each with its own data
 * schema, so event data is as small and flat as its schema: no free-form JSON of any depth.
 */
export const EventInput = z.discriminatedUnion(
  'name',
  [
    z.object({ name: z.literal(RSVP_EVENT_NAME), data: RsvpEventData }),
    z.object({ name: z.enum(SURVEY_EVENT_NAMES), data: SurveyEventData }),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `name must be one of: ${PUBLIC_EVENT_NAMES.join(', ')}`
        : 'name and data are required',
  },
);
export type EventInput = z.infer<typeof EventInput>;

const yesNo = preprocess(
  (value) => (value === 'yes' ? true : value === 'no' ? false : value),
  z.boolean({ error: intakeMessages.willAttendSelect }),
);

/** The RSVP form, validated on blur (spec §5 "RSVP form"). */
export const RsvpFormInput = z.object({
  first_name: requiredText(intakeMessages.firstNameEnter),
  last_name: requiredText(intakeMessages.lastNameEnter),
  email: email(),
  willAttend: yesNo,
  attendees: optionalText(100),
});
export type RsvpFormInput = z.infer<typeof RsvpFormInput>;

/** GET /api/customerio/customersAttributes: a known person's attributes (200), else 404. */
export const CustomerAttributesResult = z.object({
  customer: z.object({
    id: z.string(),
    attributes: z.object({
      email: z.string(),
      first_name: z.nullable(z.string()),
      last_name: z.nullable(z.string()),
      city: z.nullable(z.string()),
      state: z.nullable(z.string()),
      county: z.nullable(z.string()),
    }),
  }),
});
export type CustomerAttributesResult = z.infer<typeof CustomerAttributesResult>;
