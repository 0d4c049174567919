import { intakeToasts, isTrapped, rsvpEventBody, rsvpIdentifyBody, type RsvpFormInput } from '@civicbrief/contracts';
import type { IntakeCalls } from '@civicbrief/gateway-client';
import type { FormResult } from '../parse-form';
import type { SubmitOptions } from '../shared/submit-options';
import { submissionFailure } from '../submission-failure';
import type { RsvpInvitation } from './rsvp-invitation';

export type RsvpResult = FormResult<{ attending: boolean }>;

export interface RsvpSubmitOptions extends SubmitOptions {
  invitation: RsvpInvitation & { place: NonNullable<RsvpInvitation['place']> };
}

/**
 * An RSVP (spec §7): identify the person (the RSVP variant), then, only if that succeeded, the RSVP event
 * for the subscriber id, else the email. Either failing is the toast 'Error while submitting. Please try
 * again later', or the gateway's field messages.
 */
export async function submitRsvp(
  client: Pick<IntakeCalls, 'identify' | 'sendEvent'>,
  values: RsvpFormInput,
  { invitation, forwardedFor, trap }: RsvpSubmitOptions,
): Promise<RsvpResult> {
  const attending = values.willAttend;
  if (isTrapped(trap)) return { status: 'success', attending };
  try {
    await client.identify(rsvpIdentifyBody(values, invitation.place), { forwardedFor });
    await client.sendEvent(invitation.id ?? values.email, rsvpEventBody(values, invitation.event), { forwardedFor });
    return { status: 'success', attending };
  } catch (error) {
    return submissionFailure(error, intakeToasts.submitFailed, values);
  }
}
