import { intakeToasts, isTrapped, rsvpEventBody, rsvpIdentifyBody, type RsvpFormInput } from '@civicbrief/contracts';
import type { GatewayClient } from '@civicbrief/gateway-client';
import type { FormResult } from '../parse-form';
import { submissionFailure } from '../submission-failure';
import type { RsvpInvitation } from './rsvp-invitation';

export type RsvpResult = FormResult<{ attending: boolean }>;

export interface RsvpSubmitOptions {
  invitation: RsvpInvitation & { place: NonNullable<RsvpInvitation['place']> };
  /** The browser's address, when a Remix action sends on its behalf. */
  forwardedFor?: string | null;
  /** The honeypot's value: when filled, a bot sent the form; it is answered as a success and nothing is sent. */
  trap?: string;
}

/**
 * An RSVP (spec §7): identify the person (the RSVP variant), then, only if that succeeded, the RSVP event
 * for the subscriber id, else the email. Either failing is the toast 'Error while submitting. Please try
 * again later', or the gateway's field messages.
 */
export async function submitRsvp(
  client: Pick<GatewayClient, 'identify' | 'sendEvent'>,
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
    // submissionFailure only ever answers 'invalid' or 'failed', which carry no success data.
    return submissionFailure(error, intakeToasts.submitFailed, values) as RsvpResult;
  }
}
