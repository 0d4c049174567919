import { z } from 'zod';
import { email, optionalText, requiredText } from './fields';
import { intakeMessages } from './intake-messages';

/** `?identifier={id or email}&workflow=newsletter` of the events call and the attributes lookup. */
export const IdentifierQuery = z.object({
  identifier: z.string({ error: 'identifier is required' }).trim().min(1, 'identifier is required').max(254),
  workflow: z.literal('newsletter', { error: "workflow must be 'newsletter'" }).optional(),
});

const jsonValue: z.ZodType<unknown> = z.lazy(() =>
  z.union([z.string().max(2000), z.number(), z.boolean(), z.null(), z.array(jsonValue).max(50), z.record(z.string().max(100), jsonValue)]),
);

/** POST /api/customerio/events: a named event with its data (RSVP, survey follow-ups). */
export const EventInput = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(100),
  data: z.record(z.string().max(100), jsonValue, { error: 'data must be an object' }).default({}),
});
export type EventInput = z.infer<typeof EventInput>;

/** The RSVP answers as the spec words them. */
export const RSVP_YES = "Yes, I'll be there!";
export const RSVP_NO = "Sorry I can't make it";
export const RSVP_EVENT_NAME = 'RSVP';

/** The RSVP event's data (spec §3 "RSVP event"): attendees only when attending. */
export const RsvpEventData = z.object({
  event: z.string().trim().min(1).max(200),
  event_time: z.string().trim().min(1).max(100),
  rsvp: z.enum([RSVP_YES, RSVP_NO]),
  attendees: z.string().trim().max(100).optional(),
});
export type RsvpEventData = z.infer<typeof RsvpEventData>;

const yesNo = z.preprocess(
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
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      county: z.string().nullable(),
    }),
  }),
});
export type CustomerAttributesResult = z.infer<typeof CustomerAttributesResult>;
