import { rsvpInvitation, type RsvpInvitation } from '@civicbrief/forms';
import { gatewayFor } from '@civicbrief/gateway-client/server';

export interface RsvpPage {
  invitation: RsvpInvitation;
  /** What the subscriber lookup knows of the person, to prefill the form. */
  prefill: { first_name: string | null; last_name: string | null; email: string | null };
}

/**
 * Reads an RSVP link and looks its subscriber up (GET customersAttributes) to prefill the form and to name
 * the place when the link does not. A failed lookup is not shown (spec §8): the form is simply empty.
 */
export async function rsvpPage(request: Request): Promise<RsvpPage> {
  const query = new URL(request.url).searchParams;
  const id = rsvpInvitation(query).id;
  const subscriber = id
    ? await gatewayFor(request)
        .customerAttributes(id)
        .catch(() => null)
    : null;
  const attributes = subscriber?.customer.attributes ?? null;
  return {
    invitation: rsvpInvitation(query, attributes),
    prefill: {
      first_name: attributes?.first_name ?? null,
      last_name: attributes?.last_name ?? null,
      email: attributes?.email ?? null,
    },
  };
}
