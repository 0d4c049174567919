// First: zod's browser settings before any schema of this module is built (zod-setup.ts).
import '../zod-setup';
import * as z from 'zod/mini';
import { email, optionalText, PLACE_MAX, requiredText, source, termsAccepted } from './fields';
import { intakeMessages } from './intake-messages';

/** The newsletter form (modal and footer block), validated on blur (spec §5 "Newsletter form"). */
export const NewsletterFormInput = z.object({
  email: email(),
  first_name: optionalText(),
  city: requiredText(intakeMessages.citySelect, PLACE_MAX),
  county: requiredText(intakeMessages.countySelect, PLACE_MAX),
  state: requiredText(intakeMessages.stateSelect, PLACE_MAX),
  terms: termsAccepted,
});
export type NewsletterFormInput = z.infer<typeof NewsletterFormInput>;

/** `?workflow=newsletter` on the newsletter calls; any other value is refused. */
export const NewsletterWorkflowQuery = z.object({
  workflow: z.literal('newsletter', { error: "workflow must be 'newsletter'" }),
});

/** An optional `?workflow=`; only 'newsletter' is known. */
export const OptionalWorkflowQuery = z.object({
  workflow: z.optional(z.literal('newsletter', { error: "workflow must be 'newsletter'" })),
});

const objectTypeId = z.union([z.literal(1), z.literal('1')], { error: "object_type_id must be 1 or '1'" });

/** A relationship to a location object of the marketing service (object_type_id 1). */
export const LocationRelationship = z.object({
  identifiers: z.object({
    object_type_id: objectTypeId,
    object_id: z
      .string({ error: 'object_id is required' })
      .check(
        z.trim(),
        z.minLength(1, 'object_id is required'),
        z.maxLength(300),
        z.regex(/^[a-z0-9_]+$/, 'object_id is lowercase words joined with underscores'),
      ),
  }),
});

/**
 * POST /api/customerio/entityCreate?workflow=newsletter: identify a person (spec §7). Used by the
 * newsletter form and, with last_name and a city-and-state object id, by the RSVP form.
 */
export const IdentifyInput = z.object({
  type: z.literal('person', { error: "type must be 'person'" }),
  identifiers: z.object({ email: email() }, { error: 'identifiers.email is required' }),
  action: z.literal('identify', { error: "action must be 'identify'" }),
  attributes: z.object(
    {
      email: email(),
      city: requiredText(intakeMessages.citySelect, PLACE_MAX),
      county: optionalText(PLACE_MAX),
      state: requiredText(intakeMessages.stateSelect, PLACE_MAX),
      first_name: optionalText(),
      last_name: optionalText(),
      unsubscribed: z._default(z.boolean({ error: 'unsubscribed must be true or false' }), false),
    },
    { error: 'attributes are required' },
  ),
  cio_relationships: z
    .array(LocationRelationship, { error: 'cio_relationships must be a list' })
    .check(z.minLength(1), z.maxLength(5)),
});
export type IdentifyInput = z.infer<typeof IdentifyInput>;

/** POST /api/customerio/subscribe?workflow=newsletter: the newsletter subscription itself. */
export const NewsletterSubscribeInput = z.object({
  data: z.object(
    {
      email: email(),
      first_name: optionalText(),
      city: requiredText(intakeMessages.citySelect, PLACE_MAX),
      county: requiredText(intakeMessages.countySelect, PLACE_MAX),
      state: requiredText(intakeMessages.stateSelect, PLACE_MAX),
      source,
    },
    { error: 'data is required' },
  ),
});
export type NewsletterSubscribeInput = z.infer<typeof NewsletterSubscribeInput>;

/** Answer of every accepted intake write. `status` says whether a confirmation email is on its way. */
export const IntakeResult = z.object({
  ok: z.literal(true),
  id: z.string(),
  status: z.optional(z.enum(['accepted', 'pending-confirmation', 'subscribed'])),
});
export type IntakeResult = z.infer<typeof IntakeResult>;
